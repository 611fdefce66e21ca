import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@navalha/core/domain/auth/roles';
import { MoreScreen } from './more-screen';

const owner: Role = 'OWNER';

function renderMore(on: boolean, onChange = vi.fn(), role: Role = owner) {
  render(
    <MemoryRouter>
      <MoreScreen
        role={role}
        takesBookings={{ on, pending: false, onChange }}
        signingOut={false}
        onSignOut={() => undefined}
      />
    </MemoryRouter>,
  );
  return onChange;
}

describe('MoreScreen', () => {
  it("offers 'Eu também atendo', and the agenda only once it is on", async () => {
    const onChange = renderMore(false);
    expect(screen.queryByRole('link', { name: 'Minha agenda' })).toBeNull();
    await userEvent.setup().click(screen.getByLabelText('Eu também atendo'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('links to their agenda when they take bookings', () => {
    renderMore(true);
    expect(screen.getByLabelText('Eu também atendo')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Minha agenda' })).toHaveAttribute('href', '/barber');
  });

  it("gives the reception its account and sign-out, and none of the managers' screens", () => {
    renderMore(false, vi.fn(), 'RECEPTION');
    expect(screen.queryByLabelText('Eu também atendo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/account');
    for (const name of ['Configurações', 'Serviços', 'Códigos promocionais', 'Equipe']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it("leads the shop's managers to the day's cash", () => {
    renderMore(false);
    expect(screen.getByRole('link', { name: 'Caixa do dia' })).toHaveAttribute(
      'href',
      '/admin/caixa',
    );
  });
});
