import { appointmentSchema } from '@navalha/core/contracts/appointments';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appointmentJson } from '../../../test/appointment-fixtures';
import { RejectDialog } from './reject-dialog';

const confirmed = appointmentSchema.parse(
  appointmentJson('aaaaaaaa-aaaa-4aaa-8aaa-000000000001', {
    status: 'CONFIRMED',
    date: '2030-05-08',
    time: '15:00',
  }),
);

describe('RejectDialog', () => {
  it('calls off a confirmed appointment, trimming the reason and refusing a blank one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => null);
    const onClose = vi.fn();
    render(
      <RejectDialog
        appointment={confirmed}
        pending={false}
        onClose={onClose}
        onSubmit={onSubmit}
      />,
    );

    expect(screen.getByRole('dialog', { name: 'Cancelar agendamento' })).toBeVisible();
    expect(screen.getByText('Ana Souza')).toBeVisible();
    expect(
      screen.getByText('Qua, 08/05 às 15:00 · Corte de cabelo + Barba completa'),
    ).toBeVisible();

    await user.type(screen.getByLabelText('Motivo'), '     ');
    await user.click(screen.getByRole('button', { name: 'Cancelar agendamento' }));
    expect(screen.getByText('Informe o motivo da recusa.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Motivo'), 'Fiquei doente  ');
    expect(screen.queryByText('Informe o motivo da recusa.')).not.toBeInTheDocument();
    expect(screen.getByText('13/500 caracteres')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar agendamento' }));
    expect(onSubmit).toHaveBeenCalledWith(confirmed, 'Fiquei doente');
  });

  it('waits while the rejection is being sent', () => {
    render(<RejectDialog appointment={confirmed} pending onClose={vi.fn()} onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
  });

  it('goes back without sending', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSubmit = vi.fn();
    render(
      <RejectDialog
        appointment={confirmed}
        pending={false}
        onClose={onClose}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
