import { appointmentSchema } from '@navalha/core/contracts/appointments';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appointmentIds, appointmentJson } from '../../../test/appointment-fixtures';
import { BookingCard } from './booking-card';

const id = appointmentIds.completed;

function renderCompleted(reviewRating: number | null) {
  const onBookAgain = vi.fn();
  const appointment = appointmentSchema.parse({
    ...appointmentJson(id, { status: 'COMPLETED', paymentStatus: 'COMPLETED' }),
    reviewRating,
  });
  render(
    <MemoryRouter>
      <BookingCard appointment={appointment} onEdit={vi.fn()} onBookAgain={onBookAgain} finished />
    </MemoryRouter>,
  );
  return { onBookAgain, card: screen.getByTestId('booking-card') };
}

describe('BookingCard of a completed booking', () => {
  it("offers 'Avaliar' until it is rated, and no pencil", () => {
    const { card } = renderCompleted(null);
    expect(within(card).getByRole('link', { name: 'Avaliar' })).toHaveAttribute(
      'href',
      `/review/${id}`,
    );
    expect(within(card).queryByRole('button', { name: /^Editar agendamento/ })).toBeNull();
  });

  it('shows the stars given once rated, instead of the rate link', () => {
    const { card } = renderCompleted(4);
    expect(within(card).getByRole('img', { name: 'Sua avaliação: 4 de 5 estrelas' })).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'Avaliar' })).toBeNull();
  });

  it("books the same again from 'Agendar de novo'", async () => {
    const { card, onBookAgain } = renderCompleted(5);
    await userEvent.click(within(card).getByRole('button', { name: 'Agendar de novo' }));
    expect(onBookAgain).toHaveBeenCalledOnce();
  });
});

describe('BookingCard of a booking ahead', () => {
  it('keeps the pencil and offers neither rating nor booking again', () => {
    render(
      <MemoryRouter>
        <BookingCard
          appointment={appointmentSchema.parse(appointmentJson(appointmentIds.pending))}
          onEdit={vi.fn()}
          onBookAgain={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /^Editar agendamento/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Avaliar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agendar de novo' })).toBeNull();
  });
});
