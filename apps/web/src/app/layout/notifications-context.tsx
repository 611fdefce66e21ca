import type { ComponentType, ReactNode } from 'react';
import { createContext } from 'react';

/** The panel content a live bell shows: its list, with the empty state the panel gives it. */
export interface NotificationsContentProps {
  empty: ReactNode;
  onNavigate: () => void;
}

/** The signed-in user's notifications as the header's bell shows them. */
export interface NotificationsBell {
  unreadCount: number;
  Panel: ComponentType<NotificationsContentProps>;
}

/**
 * Given by the signed-in layout (features/notifications keeps it live). Public pages (terms,
 * privacy) have none: their bell opens the empty panel.
 */
export const NotificationsBellContext = createContext<NotificationsBell | null>(null);

export function NotificationsBellProvider({
  value,
  children,
}: {
  value: NotificationsBell;
  children: ReactNode;
}) {
  return <NotificationsBellContext value={value}>{children}</NotificationsBellContext>;
}
