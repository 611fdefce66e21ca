import { useSessionState } from '../../features/auth/hooks/use-session';
import { PrivacyContent } from '../../features/legal/components/privacy-content';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /privacy, public: sign-up links here in a new tab, where back has no history to return to. */
export function PrivacyRoute() {
  const signedIn = useSessionState().status === 'signedIn';
  return (
    <>
      <PageHeader
        title="Política de Privacidade"
        fallbackBackTo={signedIn ? '/' : '/signup'}
        showNotifications={signedIn}
      />
      <PageContent>
        <PrivacyContent />
      </PageContent>
    </>
  );
}
