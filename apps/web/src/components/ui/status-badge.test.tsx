import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppointmentStatusBadge, PaymentStatusBadge, StatusBadge } from './status-badge';

describe('AppointmentStatusBadge', () => {
  it.each([
    ['PENDING', 'Pendente', 'pending'],
    ['CONFIRMED', 'Confirmado', 'confirmed'],
    ['COMPLETED', 'Concluído', 'completed'],
    ['CANCELLED', 'Cancelado', 'canceled'],
    ['EXPIRED', 'Expirado', 'inactive'],
  ])('shows %s as %j in the %s colours', (status, label, variant) => {
    render(<AppointmentStatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-variant', variant);
  });

  it('shows an unknown status as pending', () => {
    render(<AppointmentStatusBadge status="ARCHIVED" />);
    expect(screen.getByText('Pendente')).toHaveAttribute('data-variant', 'pending');
  });
});

describe('PaymentStatusBadge', () => {
  it.each([
    ['PENDING', 'Pendente', 'pending'],
    ['PROCESSING', 'Processando', 'warning'],
    ['COMPLETED', 'Concluído', 'completed'],
    ['PAID', 'Concluído', 'completed'],
    ['FAILED', 'Falhou', 'failed'],
    ['CANCELLED', 'Cancelado', 'canceled'],
    ['REFUNDED', 'Estornado', 'inactive'],
  ])('shows %s as %j in the %s colours', (status, label, variant) => {
    render(<PaymentStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-variant', variant);
  });
});

describe('StatusBadge', () => {
  it('is pending by default, with its word', () => {
    render(<StatusBadge />);
    expect(screen.getByText('Pendente')).toHaveAttribute('data-variant', 'pending');
  });

  it('keeps a given label and gives warning and failed their own look', () => {
    render(
      <>
        <StatusBadge variant="warning" label="Aguardando" />
        <StatusBadge variant="failed" />
      </>,
    );
    expect(screen.getByText('Aguardando')).toHaveClass('ring-1');
    expect(screen.getByText('Falhou')).toHaveClass('text-status-cancelled', 'ring-1');
  });
});
