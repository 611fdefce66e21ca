// The walk-ins whose haircut started earlier today (seed-earlier-today.mjs writes them before
// the server starts; tests/front-desk-past.spec.ts completes them or marks 'Faltou'). One per
// test, each with another barber, so the tests never wait on each other's booking.

/** São Paulo keeps UTC−3 all year. */
const SHOP_OFFSET_MINUTES = -180;

export const earlierToday = Object.assign(
  [
    {
      key: 'laptop-complete',
      clientName: 'Caio Passado',
      phone: '(11) 98111-0001',
      barberEmail: 'rafael@navalha.dev',
    },
    {
      key: 'laptop-no-show',
      clientName: 'Denis Ausente',
      phone: '(11) 98111-0002',
      barberEmail: 'thiago@navalha.dev',
    },
    {
      key: 'phone-complete',
      clientName: 'Elias Passado',
      phone: '(11) 98111-0003',
      barberEmail: 'lucas@navalha.dev',
    },
    {
      key: 'phone-no-show',
      clientName: 'Fabio Ausente',
      phone: '(11) 98111-0004',
      barberEmail: 'barbeiro@navalha.dev',
    },
  ],
  {
    /**
     * The start, 'HH:MM' on the shop's clock: an hour before the current half hour, or
     * midnight in the first hour of the day. Either way it has passed when the tests run.
     */
    time(now) {
      const minuteOfDay =
        Math.floor(((now.getTime() / 60_000 + SHOP_OFFSET_MINUTES) % 1440) + 1440) % 1440;
      const start = Math.max(0, Math.floor(minuteOfDay / 30) * 30 - 60);
      return `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
    },
  },
);

/**
 * A client with an account whose haircut started earlier today, booked to pay at the shop and
 * secured by a R$ 20,00 deposit paid by PIX (decision 029): tests/deposit.spec.ts marks
 * 'Faltou' and the client sees the deposit kept.
 */
export const depositNoShow = {
  clientName: 'Gustavo Sinal',
  email: 'gustavo.sinal@exemplo.com.br',
  password: 'Segura@123',
  phone: '(11) 98111-0005',
  depositCents: 2000,
};
