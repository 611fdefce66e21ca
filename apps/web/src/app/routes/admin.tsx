import { useSession } from '../../features/auth/hooks/use-session';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { StaffLanding } from '../../features/staff/components/staff-landing';

const SIGN_OUT_FAILED = 'Erro ao tentar sair da conta, tente novamente.';

/** /admin (ADMIN, OWNER): the shop's landing; management arrives with its issues. */
export function AdminRoute() {
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <StaffLanding
      title="Painel da barbearia"
      user={user}
      onSignOut={() => signOut({ failureMessage: SIGN_OUT_FAILED })}
    />
  );
}
