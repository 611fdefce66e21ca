import { appointmentSchema } from '@navalha/core/contracts/appointments';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appointmentIds, appointmentJson } from '../../../test/appointment-fixtures';
import { BookingCard } from './booking-card';

function appointment(serviceCount = 2) {
  const services = Array.from({ length: serviceCount }, (_, index) => ({
    name: `Serviço ${index + 1}`,
    price: 10,
    iconKey: 'haircut' as const,
  }));
  return appointmentSchema.parse(appointmentJson(appointmentIds.pending, { services }));
}

function renderCard(serviceCount = 2, withDelete = true) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <MemoryRouter>
      <BookingCard
        appointment={appointment(serviceCount)}
        onEdit={onEdit}
        onDelete={withDelete ? onDelete : undefined}
      />
    </MemoryRouter>,
  );
  return { onEdit, onDelete, card: screen.getByTestId('booking-card') };
}

/** A drag from x = 200 to 200 + dx, as a finger makes it. */
function swipe(card: HTMLElement, dx: number, steps = 4) {
  fireEvent.pointerDown(card, { pointerId: 1, clientX: 200, clientY: 300, pointerType: 'touch' });
  for (let step = 1; step <= steps; step += 1) {
    fireEvent.pointerMove(card, {
      pointerId: 1,
      clientX: 200 + (dx * step) / steps,
      clientY: 300,
      pointerType: 'touch',
    });
  }
  fireEvent.pointerUp(card, {
    pointerId: 1,
    clientX: 200 + dx,
    clientY: 300,
    pointerType: 'touch',
  });
}

describe('BookingCard', () => {
  it('shows the services, date, barber, total and status', () => {
    const { card } = renderCard(2);
    expect(within(card).getByRole('link', { name: 'Serviço 1, Serviço 2' })).toHaveAttribute(
      'href',
      `/detailsorder/${appointmentIds.pending}`,
    );
    expect(within(card).getByText('10/05/2030 às 09:00')).toBeVisible();
    expect(within(card).getByText('Bruno Barbeiro')).toBeVisible();
    expect(card).toHaveTextContent('R$ 20,00');
    expect(within(card).getByText('Pendente')).toBeVisible();
  });

  it('shows what was paid, discount and fee included, not the list prices (issue 18 §2)', () => {
    const paid = appointmentSchema.parse(
      appointmentJson(appointmentIds.confirmed, {
        services: [{ name: 'Corte e barba', price: 85 }],
        discount: 8.5,
        paymentMethod: 'PIX',
        paymentFee: 0.77,
        paymentStatus: 'COMPLETED',
        status: 'CONFIRMED',
      }),
    );
    render(
      <MemoryRouter>
        <BookingCard appointment={paid} onEdit={vi.fn()} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('booking-card');
    expect(card).toHaveTextContent(/Pago: R\$\s77,27/);
    expect(card).not.toHaveTextContent('85,00');
  });

  it('shows the cancellation fee kept on a cancelled cash booking', () => {
    const cancelled = appointmentSchema.parse({
      ...appointmentJson(appointmentIds.cancelled, { status: 'CANCELLED' }),
      cancellationFee: 20,
    });
    render(
      <MemoryRouter>
        <BookingCard appointment={cancelled} onEdit={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('booking-card')).toHaveTextContent(
      /Taxa de cancelamento: R\$\s20,00/,
    );
  });

  it("draws at most 6 service icons and a '+N' badge for the rest", () => {
    const { card } = renderCard(8);
    expect(card.querySelectorAll('[data-icon]')).toHaveLength(6);
    expect(within(card).getByTestId('service-overflow')).toHaveTextContent('+2');
  });

  it('needs no badge for 6 services', () => {
    const { card } = renderCard(6);
    expect(card.querySelectorAll('[data-icon]')).toHaveLength(6);
    expect(within(card).queryByTestId('service-overflow')).not.toBeInTheDocument();
  });

  it('opens the details on a swipe right of 80 px, and not on 79 px', () => {
    const { card, onEdit, onDelete } = renderCard();
    swipe(card, 79);
    expect(onEdit).not.toHaveBeenCalled();
    swipe(card, 80);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('asks to cancel on a swipe left of 80 px, and not on 79 px', () => {
    const { card, onEdit, onDelete } = renderCard();
    swipe(card, -79);
    expect(onDelete).not.toHaveBeenCalled();
    swipe(card, -120);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('follows the finger at most 70 px, and springs back on release', () => {
    const { card } = renderCard();
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 100, clientY: 300 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 140, clientY: 300 });
    expect(card.style.transform).toBe('translateX(40px)');
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 300, clientY: 300 });
    expect(card.style.transform).toBe('translateX(70px)');
    fireEvent.pointerMove(card, { pointerId: 1, clientX: -200, clientY: 300 });
    expect(card.style.transform).toBe('translateX(-70px)');
    fireEvent.pointerUp(card, { pointerId: 1, clientX: -200, clientY: 300 });
    expect(card.style.transform).toBe('');
  });

  it('leaves a vertical drag to the page scroll', () => {
    const { card, onEdit, onDelete } = renderCard();
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 200, clientY: 300 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 205, clientY: 360 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 300, clientY: 400 });
    expect(card.style.transform).toBe('');
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 300, clientY: 400 });
    expect(onEdit).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('does not slide left when the booking cannot be cancelled', () => {
    const { card, onDelete } = renderCard(2, false);
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 200, clientY: 300 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 100, clientY: 300 });
    expect(card.style.transform).toBe('');
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 100, clientY: 300 });
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Cancelar agendamento/ })).not.toBeInTheDocument();
  });

  it('offers the same actions as labelled buttons, for keyboards and screen readers', async () => {
    const user = userEvent.setup();
    const { onEdit, onDelete } = renderCard();
    await user.tab();
    await user.tab();
    expect(
      screen.getByRole('button', { name: 'Editar agendamento de 10/05/2030 às 09:00' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    await user.click(
      screen.getByRole('button', { name: 'Cancelar agendamento de 10/05/2030 às 09:00' }),
    );
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
