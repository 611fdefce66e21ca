import { useSessionState } from '../../features/auth/hooks/use-session';
import { TermsContent } from '../../features/legal/components/terms-content';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /terms, public: sign-up links here in a new tab, where back has no history to return to. */
export function TermsRoute() {
  const signedIn = useSessionState().status === 'signedIn';
  return (
    <>
      <PageHeader
        title="Termos de Uso"
        fallbackBackTo={signedIn ? '/' : '/signup'}
        showNotifications={signedIn}
      />
      <PageContent>
        <TermsContent />
      </PageContent>
    </>
  );
}
