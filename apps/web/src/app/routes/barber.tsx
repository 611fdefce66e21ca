import CalendarDays from 'lucide-react/icons/calendar-days';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
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
      actions={
        <Link
          to="/calendar"
          className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
        >
          <CalendarDays aria-hidden className="size-5" />
          Agendamentos do dia
        </Link>
      }
    />
  );
}
