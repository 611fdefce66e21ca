import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarRange from 'lucide-react/icons/calendar-range';
import ChartColumn from 'lucide-react/icons/chart-column';
import Clock from 'lucide-react/icons/clock';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { BottomTabBar } from '../../../shared/navigation/bottom-tab-bar';
import type { Tab } from '../../../shared/navigation/bottom-tab-bar';

const tabs: readonly Tab[] = [
  { to: '/barber', label: 'Hoje', Icon: CalendarCheck },
  { to: '/barber/week', label: 'Semana', Icon: CalendarRange },
  { to: '/barber/hours', label: 'Expediente', Icon: Clock },
  { to: '/barber/earnings', label: 'Ganhos', Icon: ChartColumn },
];

/**
 * The barber area's bottom navigation. An admin or owner who takes bookings also gets
 * 'Painel', back to their admin area.
 */
export function BarberTabBar({ panelLink = null }: { panelLink?: string | null }) {
  const items = panelLink
    ? [...tabs, { to: panelLink, label: 'Painel', Icon: LayoutDashboard }]
    : tabs;
  return <BottomTabBar label="Área do barbeiro" tabs={items} />;
}
