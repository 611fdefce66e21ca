/** The admin API's answers as JSON, for the admin screens' tests. */

export function dashboardJson(overrides: Record<string, unknown> = {}) {
  return {
    timeZone: 'America/Sao_Paulo',
    today: {
      date: '2026-04-29',
      bookings: 4,
      pending: 1,
      confirmed: 1,
      completed: 1,
      cancelled: 1,
    },
    revenue: {
      week: 170,
      month: 220.5,
      weekSpan: { from: '2026-04-26', to: '2026-05-02' },
      monthSpan: { from: '2026-04-01', to: '2026-04-30' },
    },
    period: { kind: 'week', from: '2026-04-26', to: '2026-05-02' },
    dailyRevenue: [
      { date: '2026-04-26', revenue: 0, bookings: 0 },
      { date: '2026-04-27', revenue: 50, bookings: 1 },
      { date: '2026-04-28', revenue: 0, bookings: 1 },
      { date: '2026-04-29', revenue: 100, bookings: 3 },
      { date: '2026-04-30', revenue: 0, bookings: 0 },
      { date: '2026-05-01', revenue: 0, bookings: 0 },
      { date: '2026-05-02', revenue: 20, bookings: 1 },
    ],
    occupancy: [
      {
        barberId: '6e617661-6c68-4100-8000-000000000b01',
        name: 'Bruno Barbeiro',
        bookedMinutes: 240,
        workingMinutes: 3180,
        rate: 240 / 3180,
      },
    ],
    topServices: [
      {
        serviceId: '6e617661-6c68-4100-8000-000000000501',
        name: 'Corte de cabelo',
        bookings: 3,
        revenue: 150,
      },
    ],
    paymentsInReview: [],
    rates: {
      bookings: 7,
      cancelled: 1,
      cancellationRate: 1 / 7,
      noShows: 1,
      attended: 3,
      noShowRate: 1 / 3,
    },
    ...overrides,
  };
}

export function staffJson(overrides: Record<string, unknown> = {}) {
  return {
    id: '6e617661-6c68-4100-8000-000000000b01',
    name: 'Bruno Barbeiro',
    email: 'barbeiro@navalha.dev',
    phone: '(11) 97654-3210',
    role: 'BARBER',
    isActive: true,
    takesBookings: false,
    createdAt: '2026-01-10T12:00:00.000Z',
    serviceIds: [],
    upcomingAppointments: 0,
    ...overrides,
  };
}

export function invitationJson(overrides: Record<string, unknown> = {}) {
  return {
    id: '6e617661-6c68-4100-8000-000000000c01',
    name: 'Caio Convidado',
    email: 'caio@navalha.dev',
    phone: '(11) 91234-5678',
    role: 'BARBER',
    state: 'PENDING',
    expiresAt: '2030-01-17T12:00:00.000Z',
    createdAt: '2030-01-10T12:00:00.000Z',
    acceptedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

export const invitationUrl =
  'https://navalha.example.com/convite?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

export function adminServiceJson(overrides: Record<string, unknown> = {}) {
  return {
    id: '6e617661-6c68-4100-8000-000000000501',
    name: 'Corte de cabelo',
    description: null,
    price: 45,
    promotionalPrice: null,
    discount: 0,
    imageUrl: null,
    iconKey: 'haircut',
    durationMinutes: 30,
    barberShopId: '6e617661-6c68-4100-8000-000000000001',
    barbersCount: 1,
    isActive: true,
    pricing: {
      finalPrice: 45,
      originalPrice: 45,
      discount: 0,
      hasDiscount: false,
      discountPercentage: 0,
    },
    barberIds: [],
    ...overrides,
  };
}

export function settingsJson(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Navalha Barbearia',
    address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP',
    phone: '(11) 3456-7890',
    timeZone: 'America/Sao_Paulo',
    slotStepMinutes: 30,
    minNoticeMinutes: 0,
    cancellationWindowHours: 24,
    cancellationFeePercent: 50,
    noShowFeePercent: 0,
    maxUnpaidBookingsPerClient: 3,
    unconfirmedCashExpiresHoursBefore: 2,
    paymentFees: { pix: 1, debitCard: 3, creditCard: 8.4, wallet: 0, cash: 0 },
    pixKey: 'pix@navalha.dev',
    pixMerchantName: 'NAVALHA BARBEARIA',
    pixMerchantCity: 'SAO PAULO',
    canEditFinancial: true,
    ...overrides,
  };
}
