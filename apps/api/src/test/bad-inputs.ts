import type { RouteName } from '../route-table.js';
import { adminBadInputs } from './admin-fixtures.js';
import { deskBadInputs } from './bad-inputs-desk.js';
import { messagingBadInputs } from './bad-inputs-messaging.js';
import { platformBadInputs } from './bad-inputs-platform.js';
import { demoServices, futureDate } from './scheduling-fixtures.js';

/** The bad requests of bad-input.test.ts, route by route, and what each must answer. */

export const UNKNOWN = '6e617661-6c68-4100-8000-00000000dead';
export const corte = demoServices[0].id;
export const tooManyIds = Array.from({ length: 21 }, () => corte);
export const longText = 'x'.repeat(501);

export interface BadCall {
  path?: string;
  payload?: unknown;
  as?: 'client' | 'barber' | 'admin' | 'owner' | 'operator';
  status: 400 | 404;
}

/** A URL of the route with its parameters filled in. */
export function fill(url: string, id: string): string {
  return url.replace(/:\w+/g, id);
}

export function badInputs(): Record<RouteName, BadCall[]> {
  const date = futureDate();
  const validBooking = {
    serviceIds: [corte],
    barberIds: [UNKNOWN],
    scheduledDate: date,
    scheduledTime: '10:00',
    paymentMethod: 'PIX',
    totalPrice: 50.5,
  };
  const pix = { appointmentId: UNKNOWN, amount: 50.5 };
  const card = { ...pix, cardToken: 'tok_123' };
  const profile = {
    name: 'Pessoa de Teste',
    email: 'pessoa.teste@teste.dev',
    phone: '(11) 98765-4321',
    birthDate: '1990-09-07',
    postalCode: '01310-100',
    street: 'Avenida Paulista',
    houseNumber: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'Brasil',
  };
  const cardDetails = {
    cardNumber: '4235 6477 2802 5682',
    securityCode: '123',
    expirationMonth: 11,
    expirationYear: 2030,
    cardholderName: 'APRO',
  };
  const walletCard = {
    card_token: 'tok_123',
    method_type: 'credit_card',
    cardholder_name: 'Maria Silva',
    expiry_date: '2030-11-01',
  };
  return {
    ...adminBadInputs(UNKNOWN),
    ...deskBadInputs(UNKNOWN),
    ...messagingBadInputs(UNKNOWN),
    ...platformBadInputs(UNKNOWN),
    listServices: [
      { path: '?page=abc', status: 400 },
      { path: '?limit=-1', status: 400 },
      { path: '?minPrice=-5', status: 400 },
      { path: '?maxPrice=1e400', status: 400 },
      { path: '?barberShopId=123', status: 400 },
    ],
    listServicesForSelection: [
      { path: '?barbershopId=nope', status: 400 },
      { path: `?barbershopId=${UNKNOWN}`, status: 404 },
    ],
    listShopServices: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    getService: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    createService: [
      { payload: {}, status: 400 },
      { payload: { name: 123, price: 10, durationMinutes: 30 }, status: 400 },
      { payload: { name: 'Corte', price: '2099-99-99', durationMinutes: 30 }, status: 400 },
      { payload: { name: 'x'.repeat(81), price: 10, durationMinutes: 30 }, status: 400 },
      {
        payload: { name: 'Corte', price: 10, durationMinutes: 30, barberIds: [UNKNOWN] },
        status: 400,
      },
      { payload: 'texto', status: 400 },
    ],
    bulkCreateServices: [
      { payload: { services: 'x' }, status: 400 },
      { payload: { services: [] }, status: 400 },
      {
        payload: {
          services: Array.from({ length: 51 }, () => ({
            name: 'Corte',
            price: 1,
            durationMinutes: 30,
          })),
        },
        status: 400,
      },
    ],
    updateService: [
      { path: 'nope', payload: { price: 1 }, status: 400 },
      { path: UNKNOWN, payload: { price: 1 }, status: 404 },
      { path: corte, payload: { price: 'x' }, status: 400 },
      { path: corte, payload: {}, status: 400 },
      { path: corte, payload: { isActive: 'sim' }, status: 400 },
    ],
    deleteService: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],

    listBarbersByServices: [
      { payload: { serviceIds: 'abc' }, status: 400 },
      { payload: { serviceIds: [] }, status: 400 },
      { payload: { serviceIds: tooManyIds }, status: 400 },
      { payload: { serviceIds: [UNKNOWN] }, status: 404 },
      { path: '?page=0', payload: { serviceIds: [corte] }, status: 400 },
    ],
    listBarbersForHome: [
      { path: '?limit=abc', status: 400 },
      { path: '?barbershopId=nope', status: 400 },
      { path: `?barbershopId=${UNKNOWN}`, status: 404 },
    ],
    listBarbers: [{ path: '?page=-1', status: 400 }],
    listShopBarbers: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    getBarber: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],

    createWorkingHours: [
      {
        payload: { barberId: UNKNOWN, dayOfWeek: 1, startTime: '09:00', endTime: '10:00' },
        status: 404,
      },
      {
        payload: { barberId: UNKNOWN, dayOfWeek: 1, startTime: '25:61', endTime: '26:00' },
        status: 400,
      },
      {
        payload: { barberId: UNKNOWN, dayOfWeek: 'segunda', startTime: '09:00', endTime: '10:00' },
        status: 400,
      },
      { payload: {}, status: 400 },
    ],
    replaceWorkingHours: [
      { path: 'nope', payload: { workingHours: [] }, status: 400 },
      { path: UNKNOWN, payload: { workingHours: [] }, status: 404 },
      { path: UNKNOWN, payload: { workingHours: 'x' }, status: 400 },
      {
        path: UNKNOWN,
        payload: { workingHours: [{ dayOfWeek: 1, startTime: '10:00', endTime: '09:00' }] },
        status: 400,
      },
    ],
    listWorkingHours: [],
    listBarberWorkingHours: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    getWorkingHours: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    updateWorkingHours: [
      { path: UNKNOWN, payload: { endTime: '10:00' }, status: 404 },
      { path: UNKNOWN, payload: { endTime: '24:00' }, status: 400 },
      { path: 'nope', payload: { endTime: '10:00' }, status: 400 },
    ],
    deleteWorkingHours: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    getAvailableTimes: [
      { path: `${UNKNOWN}?date=2099-99-99`, status: 400 },
      { path: `${UNKNOWN}?date=${date}&serviceDuration=99999`, status: 400 },
      { path: `nope?date=${date}`, status: 400 },
      { path: `${UNKNOWN}?date=${date}`, status: 404 },
    ],
    getAvailableSlots: [
      { payload: { date: '2099-99-99', barberIds: [UNKNOWN], serviceIds: [corte] }, status: 400 },
      { payload: { date, barberIds: 'x', serviceIds: [corte] }, status: 400 },
      { payload: { date, barberIds: [], serviceIds: [corte] }, status: 400 },
      { payload: { date, barberIds: tooManyIds, serviceIds: [corte] }, status: 400 },
      { payload: { date, barberIds: [UNKNOWN], serviceIds: [corte] }, status: 404 },
    ],
    getBarbersNextFree: [
      { payload: { barberIds: 'x', serviceIds: [corte] }, status: 400 },
      { payload: { barberIds: [], serviceIds: [corte] }, status: 400 },
      { payload: { barberIds: [UNKNOWN], serviceIds: [] }, status: 400 },
      { payload: { barberIds: [UNKNOWN], serviceIds: [corte] }, status: 404 },
    ],
    getMonthAvailability: [
      { payload: { month: '2099-13', barberIds: [UNKNOWN], serviceIds: [corte] }, status: 400 },
      { payload: { month: date, barberIds: [UNKNOWN], serviceIds: [corte] }, status: 400 },
      { payload: { month: date.slice(0, 7), barberIds: [], serviceIds: [corte] }, status: 400 },
      {
        payload: { month: date.slice(0, 7), barberIds: [UNKNOWN], serviceIds: [corte] },
        status: 404,
      },
    ],

    createAppointment: [
      { as: 'client', payload: { ...validBooking, scheduledDate: '2099-99-99' }, status: 400 },
      { as: 'client', payload: { ...validBooking, scheduledTime: '25:61' }, status: 400 },
      { as: 'client', payload: { ...validBooking, serviceIds: [] }, status: 400 },
      { as: 'client', payload: { ...validBooking, barberIds: tooManyIds }, status: 400 },
      { as: 'client', payload: { ...validBooking, totalPrice: 'abc' }, status: 400 },
      { as: 'client', payload: { ...validBooking, paymentMethod: 123 }, status: 400 },
      { as: 'client', payload: { ...validBooking, notes: longText }, status: 400 },
      { as: 'client', payload: { ...validBooking, promotionCode: 'x'.repeat(41) }, status: 400 },
      { as: 'client', payload: 'texto', status: 400 },
      { as: 'client', payload: [validBooking], status: 400 },
      { as: 'client', payload: validBooking, status: 404 },
      {
        as: 'client',
        payload: { barberId: UNKNOWN, serviceId: corte, scheduledTo: 'amanhã', totalPrice: 50 },
        status: 400,
      },
    ],
    listMyHistory: [
      { as: 'client', path: '?page=abc', status: 400 },
      { as: 'client', path: '?limit=1000', status: 400 },
      { as: 'client', path: '?cursor=2026-11-26', status: 400 },
    ],
    listMyAppointments: [
      { as: 'client', path: '?limit=0', status: 400 },
      { as: 'client', path: '?cursor=1.not-an-id', status: 400 },
    ],
    listBarberAgenda: [
      { as: 'barber', path: '?date=2099-99-99', status: 400 },
      { as: 'barber', path: '?from=2026-05-01', status: 400 },
      { as: 'barber', path: '?from=2026-05-10&to=2026-05-01', status: 400 },
      { as: 'barber', path: '?from=2026-05-01&to=2026-06-01', status: 400 },
      { as: 'barber', path: '?status=DONE', status: 400 },
    ],
    getAppointment: [
      { as: 'client', path: 'nope', status: 400 },
      { as: 'client', path: UNKNOWN, status: 404 },
    ],
    rescheduleAppointment: [
      {
        as: 'client',
        path: UNKNOWN,
        payload: { scheduledDate: date, scheduledTime: '10:00' },
        status: 404,
      },
      {
        as: 'client',
        path: UNKNOWN,
        payload: { scheduledDate: '2099-99-99', scheduledTime: '10:00' },
        status: 400,
      },
      {
        as: 'client',
        path: UNKNOWN,
        payload: { scheduledDate: date, scheduledTime: '25:61' },
        status: 400,
      },
      {
        as: 'client',
        path: 'nope',
        payload: { scheduledDate: date, scheduledTime: '10:00' },
        status: 400,
      },
    ],
    cancelAppointment: [
      { as: 'client', path: 'nope', status: 400 },
      { as: 'client', path: UNKNOWN, status: 404 },
    ],
    confirmAppointment: [
      { as: 'barber', path: 'nope', status: 400 },
      { as: 'barber', path: UNKNOWN, status: 404 },
    ],
    rejectAppointment: [
      { as: 'barber', path: UNKNOWN, payload: { reason: 'Imprevisto' }, status: 404 },
      { as: 'barber', path: UNKNOWN, payload: { reason: 123 }, status: 400 },
      { as: 'barber', path: UNKNOWN, payload: { reason: longText }, status: 400 },
    ],
    completeAppointment: [
      { as: 'barber', path: 'nope', status: 400 },
      { as: 'barber', path: UNKNOWN, status: 404 },
    ],
    getBarberEarnings: [
      { as: 'barber', path: '?date=2026-02-30', status: 400 },
      { as: 'barber', path: '?date=amanha', status: 400 },
    ],
    getBarberSchedule: [],

    validatePromoCode: [
      { payload: { code: 123, subtotal: 10 }, status: 400 },
      { payload: { code: 'NAVALHA10', subtotal: '2099-99-99' }, status: 400 },
      { payload: { code: 'x'.repeat(41), subtotal: 10 }, status: 400 },
    ],

    createPixPayment: [
      { as: 'client', payload: { appointmentId: 'nope', amount: 10 }, status: 400 },
      { as: 'client', payload: { appointmentId: UNKNOWN, amount: 'abc' }, status: 400 },
      { as: 'client', payload: { appointmentId: UNKNOWN, amount: -1 }, status: 400 },
      { as: 'client', payload: { appointmentId: UNKNOWN, amount: 10.001 }, status: 400 },
      { as: 'client', payload: { appointmentId: UNKNOWN }, status: 400 },
      { as: 'client', payload: { ...pix, description: 'x'.repeat(201) }, status: 400 },
      { as: 'client', payload: 'texto', status: 400 },
      { as: 'client', payload: pix, status: 404 },
    ],
    createCardPayment: [
      { as: 'client', payload: { ...card, cardNumber: '4235647728025682' }, status: 400 },
      { as: 'client', payload: { ...card, securityCode: '123' }, status: 400 },
      { as: 'client', payload: { ...card, installments: 13 }, status: 400 },
      { as: 'client', payload: { ...card, installments: 1.5 }, status: 400 },
      { as: 'client', payload: { ...card, cardToken: '' }, status: 400 },
      { as: 'client', payload: { ...card, method: 'pix' }, status: 400 },
      { as: 'client', payload: card, status: 404 },
    ],
    createPaymentPreference: [
      { as: 'client', payload: { ...pix, method: 'bitcoin' }, status: 400 },
      { as: 'client', payload: { ...pix, method: 'pix', currency: 'USD' }, status: 400 },
      { as: 'client', payload: { ...pix, method: 123 }, status: 400 },
      { as: 'client', payload: { ...pix, method: 'pix' }, status: 404 },
    ],
    createPayment: [
      { as: 'client', payload: { ...pix }, status: 400 },
      { as: 'client', payload: { ...pix, method: 'apple_pay' }, status: 400 },
      { as: 'client', payload: { ...pix, method: 'cash' }, status: 404 },
    ],
    confirmPayment: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    cancelPayment: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
      { path: UNKNOWN, payload: { reason: longText }, status: 400 },
      { path: UNKNOWN, payload: { reason: 5 }, status: 400 },
    ],
    mockPayment: [
      { payload: { paymentId: 'nope', status: 'approved' }, status: 400 },
      { payload: { paymentId: UNKNOWN, status: 'paid' }, status: 400 },
      { payload: { paymentId: UNKNOWN, status: 'approved' }, status: 404 },
    ],
    listPaymentMethods: [
      { path: '?barberShopId=nope', status: 400 },
      { path: `?barberShopId=${UNKNOWN}`, status: 404 },
    ],
    getPayment: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    getAppointmentPayment: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    getPaymentStatus: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    syncPaymentStatus: [
      { path: 'nope', status: 400 },
      { path: `${UNKNOWN}?gatewayPaymentId=a%20b`, status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    refundPayment: [
      { path: UNKNOWN, payload: { reason: 'Desistiu' }, status: 404 },
      { path: UNKNOWN, payload: { reason: '' }, status: 400 },
      { path: UNKNOWN, payload: { reason: 5 }, status: 400 },
      { path: 'nope', payload: { reason: 'Desistiu' }, status: 400 },
    ],
    createSandboxCardToken: [
      { as: 'client', payload: { ...cardDetails, cardNumber: 'abc' }, status: 400 },
      { as: 'client', payload: { ...cardDetails, cardNumber: '4'.repeat(17) }, status: 400 },
      { as: 'client', payload: { ...cardDetails, securityCode: '12' }, status: 400 },
      { as: 'client', payload: { ...cardDetails, expirationMonth: 13 }, status: 400 },
      { as: 'client', payload: { ...cardDetails, expirationYear: '1999' }, status: 400 },
      { as: 'client', payload: { ...cardDetails, cardholderName: '' }, status: 400 },
      { as: 'client', payload: { ...cardDetails, expirationYear: 2020 }, status: 400 },
    ],

    getWallet: [],
    listWalletTransactions: [
      { path: '?limit=0', status: 400 },
      { path: '?limit=51', status: 400 },
      { path: '?limit=abc', status: 400 },
    ],
    listMoneyHistory: [
      { path: '?limit=0', status: 400 },
      { path: '?limit=51', status: 400 },
      { path: '?direction=sideways', status: 400 },
      { path: '?cursor=abc', status: 400 },
    ],
    listWalletPaymentMethods: [],
    addWalletPaymentMethod: [
      { payload: { ...walletCard, card_number: '4235647728025682' }, status: 400 },
      { payload: { ...walletCard, cvv: '123' }, status: 400 },
      { payload: { ...walletCard, card_token: '' }, status: 400 },
      { payload: { ...walletCard, method_type: 'apple_pay' }, status: 400 },
      { payload: { ...walletCard, expiry_date: '08/29' }, status: 400 },
      { payload: { ...walletCard, cardholder_name: '  ' }, status: 400 },
    ],
    deleteWalletPaymentMethod: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    setDefaultWalletPaymentMethod: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    createWalletDeposit: [
      { payload: { amount: 0 }, status: 400 },
      { payload: { amount: -10 }, status: 400 },
      { payload: { amount: 'cem' }, status: 400 },
      { payload: { amount: '100' }, status: 400 },
      { payload: { amount: 10.555 }, status: 400 },
      { payload: { amount: 5000.01 }, status: 400 },
      { payload: { amount: 1e12 }, status: 400 },
      { payload: {}, status: 400 },
    ],
    getWalletDeposit: [
      { path: 'nope', status: 400 },
      { path: `${UNKNOWN}?sync=talvez`, status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    mockWalletDeposit: [
      { path: UNKNOWN, payload: { status: 'paid' }, status: 400 },
      { path: 'nope', payload: { status: 'approved' }, status: 400 },
      { path: UNKNOWN, payload: { status: 'approved' }, status: 404 },
    ],

    createReview: [
      { as: 'client', payload: { appointmentId: 'nope', rating: 5 }, status: 400 },
      { as: 'client', payload: { rating: 5 }, status: 400 },
      { as: 'client', payload: { appointmentId: UNKNOWN }, status: 400 },
      { as: 'client', payload: { appointmentId: UNKNOWN, rating: 0 }, status: 400 },
      { as: 'client', payload: { appointmentId: UNKNOWN, rating: 6 }, status: 400 },
      { as: 'client', payload: { appointmentId: UNKNOWN, rating: 4.5 }, status: 400 },
      { as: 'client', payload: { appointmentId: UNKNOWN, rating: '5' }, status: 400 },
      { as: 'client', payload: { appointmentId: UNKNOWN, rating: 5, comment: 5 }, status: 400 },
      {
        as: 'client',
        payload: { appointmentId: UNKNOWN, rating: 5, comment: longText },
        status: 400,
      },
      { as: 'client', payload: { appointmentId: UNKNOWN, rating: 5 }, status: 404 },
    ],
    getAppointmentReview: [
      { as: 'client', path: 'nope', status: 400 },
      { as: 'client', path: UNKNOWN, status: 404 },
    ],
    listBarberReviews: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
      { path: `${UNKNOWN}?page=0`, status: 400 },
      { path: `${UNKNOWN}?limit=51`, status: 400 },
    ],
    listNotifications: [
      { path: '?page=0', status: 400 },
      { path: '?limit=abc', status: 400 },
      { path: '?limit=51', status: 400 },
    ],
    // No parameters, no body: nothing to get wrong.
    streamNotifications: [],
    markNotificationRead: [
      { path: 'nope', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    markAllNotificationsRead: [],

    getMyProfile: [],
    listMyShops: [],
    updateMyProfile: [
      { payload: {}, status: 400 },
      { payload: 'texto', status: 400 },
      { payload: { ...profile, phone: '11987654321' }, status: 400 },
      { payload: { ...profile, birthDate: '1990-02-30' }, status: 400 },
      { payload: { ...profile, birthDate: '07/09/1990' }, status: 400 },
      { payload: { ...profile, postalCode: '01310100' }, status: 400 },
      { payload: { ...profile, state: 'XX' }, status: 400 },
      { payload: { ...profile, email: 'sem-arroba' }, status: 400 },
      { payload: { ...profile, street: longText }, status: 400 },
      { payload: { ...profile, name: 42 }, status: 400 },
    ],
    deleteMyAccount: [
      { as: 'client', status: 400 },
      { as: 'client', payload: {}, status: 400 },
      { as: 'client', payload: { confirmation: 'sim' }, status: 400 },
    ],
    exportMyData: [],
    // A raw image body: its bad inputs (types, sizes) are in account/avatar.routes.test.ts.
    uploadMyAvatar: [],
    removeMyAvatar: [],
    changeMyPassword: [
      { payload: {}, status: 400 },
      { payload: 'texto', status: 400 },
      { payload: { currentPassword: 'Errada@999', newPassword: 'fraca' }, status: 400 },
      // A wrong current password: 400 on its field, and the password stays.
      { payload: { currentPassword: 'Errada@999', newPassword: 'Nova@1234' }, status: 400 },
    ],
    resendEmailConfirmation: [],
    lookupPostalCode: [
      { path: 'abc', status: 400 },
      { path: '0131010', status: 400 },
      { path: '013101000', status: 400 },
    ],
    // No body, query or id: nothing to get wrong (the feed's own file name is a public route).
    getBarberCalendarFeed: [],
    regenerateBarberCalendarFeed: [],
    getShopCalendarFeed: [],
    regenerateShopCalendarFeed: [],
    joinWaitlist: [
      { payload: {}, status: 400 },
      {
        payload: { date: '2026-02-30', fromTime: '09:00', toTime: '12:00', serviceIds: [corte] },
        status: 400,
      },
      { payload: { date, fromTime: '25:00', toTime: '12:00', serviceIds: [corte] }, status: 400 },
      { payload: { date, fromTime: '12:00', toTime: '09:00', serviceIds: [corte] }, status: 400 },
      { payload: { date, fromTime: '09:00', toTime: '09:10', serviceIds: [corte] }, status: 400 },
      { payload: { date, fromTime: '09:00', toTime: '12:00', serviceIds: [] }, status: 400 },
      { payload: { date, fromTime: '09:00', toTime: '12:00', serviceIds: [UNKNOWN] }, status: 400 },
    ],
    listMyWaitlist: [],
    cancelWaitlistEntry: [
      { path: 'abc', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    listShopWaitlist: [
      { path: '', status: 400 },
      { path: '?date=amanha', status: 400 },
    ],
    getWaitlistOffer: [
      { path: 'abc', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    takeWaitlistOffer: [
      { path: 'abc', payload: { paymentMethod: 'PIX', totalPrice: 50 }, status: 400 },
      { path: UNKNOWN, payload: {}, status: 400 },
      { path: UNKNOWN, payload: { paymentMethod: 'BOLETO', totalPrice: 50 }, status: 400 },
      { path: UNKNOWN, payload: { paymentMethod: 'PIX', totalPrice: -1 }, status: 400 },
      { path: UNKNOWN, payload: { paymentMethod: 'PIX', totalPrice: 50 }, status: 404 },
    ],
    declineWaitlistOffer: [
      { path: 'abc', status: 400 },
      { path: UNKNOWN, status: 404 },
    ],
    offerWaitlistSlot: [
      { path: 'abc', payload: { barberId: UNKNOWN, time: '10:00' }, status: 400 },
      { path: UNKNOWN, payload: {}, status: 400 },
      { path: UNKNOWN, payload: { barberId: 'x', time: '10:00' }, status: 400 },
      { path: UNKNOWN, payload: { barberId: UNKNOWN, time: '25:00' }, status: 400 },
      { path: UNKNOWN, payload: { barberId: UNKNOWN, time: '10:00' }, status: 404 },
    ],
  };
}
