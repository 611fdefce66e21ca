import CalendarDays from 'lucide-react/icons/calendar-days';
import ChartColumn from 'lucide-react/icons/chart-column';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Scissors from 'lucide-react/icons/scissors';
import { BottomTabBar } from '../../../shared/navigation/bottom-tab-bar';
import type { Tab } from '../../../shared/navigation/bottom-tab-bar';

/** The pages behind 'Mais' keep that tab lit. */
const morePaths = [
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

/** The admin area's bottom navigation. */
export function AdminTabBar() {
  return <BottomTabBar label="Painel da barbearia" tabs={tabs} />;
}
