import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationsButton } from './notifications-button';
import { NotificationsBellProvider } from './notifications-context';
import type { NotificationsContentProps } from './notifications-context';

function Panel({ empty }: NotificationsContentProps) {
  return <div>Lista ao vivo {empty ? '' : ''}</div>;
}

describe('the header bell', () => {
  it('shows the unread count, up to 9+, in its badge and its name', () => {
    const { rerender } = render(
      <NotificationsBellProvider value={{ unreadCount: 3, Panel }}>
        <NotificationsButton />
      </NotificationsBellProvider>,
    );
    expect(screen.getByRole('button', { name: 'Notificações, 3 não lidas' })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('3');
    rerender(
      <NotificationsBellProvider value={{ unreadCount: 12, Panel }}>
        <NotificationsButton />
      </NotificationsBellProvider>,
    );
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('9+');
    rerender(
      <NotificationsBellProvider value={{ unreadCount: 0, Panel }}>
        <NotificationsButton />
      </NotificationsBellProvider>,
    );
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
  });

  it('opens the live list when signed in', async () => {
    render(
      <NotificationsBellProvider value={{ unreadCount: 1, Panel }}>
        <NotificationsButton />
      </NotificationsBellProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notificações, 1 não lida' }));
    expect(await screen.findByRole('dialog', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.getByText(/Lista ao vivo/)).toBeInTheDocument();
  });

  it("opens the spec's empty panel where there is no live list", async () => {
    render(<NotificationsButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação')).toBeInTheDocument();
  });
});
