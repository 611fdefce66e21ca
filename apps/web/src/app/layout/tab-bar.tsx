import CalendarDays from 'lucide-react/icons/calendar-days';
import House from 'lucide-react/icons/house';
import UserRound from 'lucide-react/icons/user-round';
import Wallet from 'lucide-react/icons/wallet';
import { BottomTabBar } from '../../shared/navigation/bottom-tab-bar';
import type { Tab } from '../../shared/navigation/bottom-tab-bar';

const tabs: readonly Tab[] = [
  { to: '/', label: 'Início', Icon: House },
  { to: '/wallet', label: 'Carteira', Icon: Wallet },
  { to: '/mybookings', label: 'Agenda', Icon: CalendarDays },
  { to: '/account', label: 'Conta', Icon: UserRound },
];

/** The client's bottom navigation (spec §2). */
export function TabBar() {
  return <BottomTabBar label="Navegação principal" tabs={tabs} />;
}
