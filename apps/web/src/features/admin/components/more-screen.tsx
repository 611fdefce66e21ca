import type { Role } from '@navalha/core/domain/auth/roles';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import History from 'lucide-react/icons/history';
import LogOut from 'lucide-react/icons/log-out';
import Scissors from 'lucide-react/icons/scissors';
import Settings from 'lucide-react/icons/settings';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import UsersRound from 'lucide-react/icons/users-round';
import Wallet from 'lucide-react/icons/wallet';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';

interface MoreLink {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Who sees the link; everyone in the area when absent. */
  roles?: readonly Role[];
}

const managers: readonly Role[] = ['ADMIN', 'OWNER'];

const links: readonly MoreLink[] = [
  { to: '/admin/caixa', label: 'Caixa do dia', Icon: Wallet, roles: managers },
  { to: '/admin/services', label: 'Serviços', Icon: Scissors, roles: managers },
  { to: '/admin/clients', label: 'Clientes', Icon: Users, roles: managers },
  { to: '/admin/promo-codes', label: 'Códigos promocionais', Icon: TicketPercent, roles: managers },
  { to: '/admin/settings', label: 'Configurações', Icon: Settings, roles: managers },
  { to: '/admin/team', label: 'Equipe', Icon: UsersRound, roles: ['OWNER'] },
  { to: '/admin/audit', label: 'Registro de alterações', Icon: History, roles: ['OWNER'] },
  { to: '/account', label: 'Minha conta', Icon: UserRound },
];

/** 'Eu também atendo': whether the signed-in admin or owner takes bookings, and the switch. */
export interface TakesBookingsSwitch {
  on: boolean;
  pending: boolean;
  onChange: (takesBookings: boolean) => void;
}

/**
 * 'Mais' (/admin/more): the rest of the admin area, 'Eu também atendo' with the way to their own
 * agenda when they take bookings, the account and sign-out. The reception, whose tabs already
 * hold the desk and who takes no bookings, finds its account and sign-out here.
 */
export function MoreScreen({
  role,
  takesBookings,
  signingOut,
  onSignOut,
}: {
  role: Role;
  takesBookings: TakesBookingsSwitch;
  signingOut: boolean;
  onSignOut: () => void;
}) {
  return (
    <nav aria-label="Mais opções" className="flex flex-col gap-3">
      {role === 'RECEPTION' ? null : (
        <section className="flex flex-col gap-2 rounded-card bg-card p-4 shadow-card">
          <Checkbox
            label="Eu também atendo"
            checked={takesBookings.on}
            disabled={takesBookings.pending}
            onChange={(event) => takesBookings.onChange(event.target.checked)}
          />
          <p className="text-sm text-muted">
            Você aparece para os clientes como barbeiro, com seus serviços, horários e folgas.
          </p>
          {takesBookings.on ? (
            <Link
              to="/barber"
              className="flex min-h-11 items-center gap-3 rounded-control px-1 font-medium text-primary hover:bg-tint"
            >
              <CalendarCheck aria-hidden className="size-6" />
              <span className="flex-1">Minha agenda</span>
              <ChevronRight aria-hidden className="size-5" />
            </Link>
          ) : null}
        </section>
      )}
      <ul className="flex flex-col overflow-hidden rounded-card bg-card shadow-card">
        {links
          .filter((link) => !link.roles || link.roles.includes(role))
          .map(({ to, label, Icon }) => (
            <li key={to} className="border-b border-line last:border-b-0">
              <Link
                to={to}
                className="flex min-h-14 items-center gap-3 px-4 transition-colors hover:bg-tint"
              >
                <Icon aria-hidden className="size-6 text-accent" />
                <span className="flex-1 text-base font-medium text-ink">{label}</span>
                <ChevronRight aria-hidden className="size-5 text-muted" />
              </Link>
            </li>
          ))}
      </ul>
      <Button variant="danger" size="lg" fullWidth onClick={onSignOut} disabled={signingOut}>
        <LogOut aria-hidden className="size-5" />
        {signingOut ? 'Saindo...' : 'Sair da conta'}
      </Button>
    </nav>
  );
}
