import type { Role } from '@navalha/core/domain/auth/roles';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChartColumn from 'lucide-react/icons/chart-column';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Scissors from 'lucide-react/icons/scissors';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import { BottomTabBar } from '../../../shared/navigation/bottom-tab-bar';
import type { Tab } from '../../../shared/navigation/bottom-tab-bar';

/** The pages behind 'Mais' keep that tab lit. */
const morePaths = [
  '/admin/caixa',
  '/admin/services',
  '/admin/clients',
  '/admin/promo-codes',
  '/admin/settings',
  '/admin/team',
  '/admin/audit',
];

const tabs: readonly Tab[] = [
  { to: '/admin', label: 'Painel', Icon: ChartColumn },
  { to: '/admin/agenda', label: 'Agenda', Icon: CalendarDays, end: false },
  { to: '/admin/barbers', label: 'Barbeiros', Icon: Scissors, end: false },
  { to: '/admin/more', label: 'Mais', Icon: Ellipsis, end: false, alsoActiveOn: morePaths },
];

/** The reception's desk (issue 17 §4): the agenda, the clients, the day's cash. */
const deskTabs: readonly Tab[] = [
  { to: '/admin/agenda', label: 'Agenda', Icon: CalendarDays, end: false },
  { to: '/admin/clients', label: 'Clientes', Icon: Users, end: false },
  { to: '/admin/caixa', label: 'Caixa', Icon: Wallet },
  { to: '/admin/more', label: 'Mais', Icon: Ellipsis, end: false },
];

/** The admin area's bottom navigation; the reception's holds only the desk. */
export function AdminTabBar({ role }: { role: Role }) {
  return role === 'RECEPTION' ? (
    <BottomTabBar label="Recepção" tabs={deskTabs} />
  ) : (
    <BottomTabBar label="Painel da barbearia" tabs={tabs} />
  );
}
