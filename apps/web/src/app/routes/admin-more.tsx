import { useState } from 'react';
import { MoreScreen } from '../../features/admin/components/more-screen';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

const SIGN_OUT_FAILED = 'Erro ao tentar sair da conta, tente novamente.';

/** /admin/more: the rest of the area, the account and sign-out. */
export function AdminMoreRoute() {
  const { user } = useSession();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;

  async function leave() {
    setSigningOut(true);
    try {
      await signOut({ failureMessage: SIGN_OUT_FAILED });
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <>
      <PageHeader title="Mais" showBack={false} />
      <PageContent>
        <MoreScreen role={user.role} signingOut={signingOut} onSignOut={() => void leave()} />
      </PageContent>
    </>
  );
}
