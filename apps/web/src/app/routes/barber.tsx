import { getGreetingName } from '@navalha/core/domain/account/display-name';
import CalendarDays from 'lucide-react/icons/calendar-days';
import LogOut from 'lucide-react/icons/log-out';
import UserRound from 'lucide-react/icons/user-round';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../components/ui/button';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { TodayScreen } from '../../features/barber-area/components/today-screen';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

const SIGN_OUT_FAILED = 'Erro ao tentar sair da conta, tente novamente.';

/**
 * /barber (BARBER): the barber's landing, their agenda for today with the requests to answer
 * first; below it the calendar's 'Agendamentos do dia', the account and sign-out.
 */
export function BarberRoute() {
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
      <PageHeader title="Área do barbeiro" showBack={false} />
      <PageContent className="flex flex-col gap-8">
        <TodayScreen firstName={getGreetingName(user)} />
        <nav aria-label="Mais opções" className="flex flex-col gap-3">
          <Link
            to="/calendar"
            className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
          >
            <CalendarDays aria-hidden className="size-5" />
            Agendamentos do dia
          </Link>
          <Link
            to="/account"
            className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
          >
            <UserRound aria-hidden className="size-5" />
            Minha conta
          </Link>
          <Button
            variant="danger"
            size="lg"
            fullWidth
            onClick={() => void leave()}
            disabled={signingOut}
          >
            <LogOut aria-hidden className="size-5" />
            {signingOut ? 'Saindo...' : 'Sair da conta'}
          </Button>
        </nav>
      </PageContent>
    </>
  );
}
