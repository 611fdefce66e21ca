import { useState } from 'react';
import { useSetOwnTakesBookings } from '../../features/admin/api/set-own-takes-bookings';
import { MoreScreen } from '../../features/admin/components/more-screen';
import { reportSaveError } from '../../features/admin/save-errors';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { sessionStore } from '../../features/auth/session-store';
import { toast } from '../../lib/toast';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

const SIGN_OUT_FAILED = 'Erro ao tentar sair da conta, tente novamente.';

/** /admin/more: the rest of the area, the account and sign-out. */
export function AdminMoreRoute() {
  const { user } = useSession();
  const signOut = useSignOut();
  const setTakesBookings = useSetOwnTakesBookings();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;

  async function changeTakesBookings(takesBookings: boolean) {
    if (!user) return;
    try {
      await setTakesBookings.mutateAsync(takesBookings);
      // The session's copy says it at once: the guards and the agenda link read it.
      const { takesBookings: _previous, ...rest } = user;
      sessionStore.updateUser(takesBookings ? { ...rest, takesBookings: true } : rest);
      toast.success(
        takesBookings ? 'Agora você aparece para os clientes.' : 'Você deixou de atender clientes.',
      );
    } catch (error) {
      reportSaveError(error, []);
    }
  }

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
        <MoreScreen
          role={user.role}
          takesBookings={{
            on: user.takesBookings === true,
            pending: setTakesBookings.isPending,
            onChange: (value) => void changeTakesBookings(value),
          }}
          signingOut={signingOut}
          onSignOut={() => void leave()}
        />
      </PageContent>
    </>
  );
}
