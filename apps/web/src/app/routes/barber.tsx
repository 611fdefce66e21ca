import { useSession } from '../../features/auth/hooks/use-session';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { StaffLanding } from '../../features/staff/components/staff-landing';

const SIGN_OUT_FAILED = 'Erro ao tentar sair da conta, tente novamente.';

/** /barber (BARBER): the barber's landing; the agenda arrives with its issue. */
export function BarberRoute() {
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <StaffLanding
      title="Área do barbeiro"
      user={user}
      onSignOut={() => signOut({ failureMessage: SIGN_OUT_FAILED })}
    />
  );
}
