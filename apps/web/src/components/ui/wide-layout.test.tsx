import { render, screen } from '@testing-library/react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomTabBar } from '../../shared/navigation/bottom-tab-bar';
import { Dialog } from './dialog';
import { WideLayoutProvider } from './wide-layout';

function Sheet() {
  return (
    <Dialog open onOpenChange={() => undefined} title="Receber pagamento" variant="sheet">
      <p>Valor</p>
    </Dialog>
  );
}

const tabs = [{ to: '/admin/agenda', label: 'Agenda', Icon: CalendarDays }];

describe('a wide area (issue 17 §7)', () => {
  it('opens its dialogs and sheets as side panels from 1024 px', () => {
    render(
      <WideLayoutProvider>
        <Sheet />
      </WideLayoutProvider>,
    );
    const panel = screen.getByRole('dialog', { name: 'Receber pagamento' });
    expect(panel).toHaveAttribute('data-placement', 'side-from-lg');
    expect(panel.className).toMatch(/lg:right-0/);
  });

  it('leaves dialogs elsewhere as they were', () => {
    render(<Sheet />);
    const panel = screen.getByRole('dialog', { name: 'Receber pagamento' });
    expect(panel).not.toHaveAttribute('data-placement');
    expect(panel.className).not.toMatch(/lg:/);
  });

  it('turns its tab bar into a sidebar with the logo from 1024 px, one navigation either way', () => {
    render(
      <MemoryRouter initialEntries={['/admin/agenda']}>
        <WideLayoutProvider>
          <BottomTabBar label="Painel da barbearia" tabs={tabs} />
        </WideLayoutProvider>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Painel da barbearia' });
    expect(nav.className).toMatch(/lg:w-sidebar/);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getByText('Navalha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
  });
});
