import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/client.js';
import { executeRows } from './db/execute-rows.js';
import { routeTable } from './route-table.js';
import type { RouteAccess, RouteName } from './route-table.js';
import { adminBadInputs } from './test/admin-fixtures.js';
import { demoActor, demoServices, futureDate } from './test/scheduling-fixtures.js';
import type { Actor } from './test/scheduling-fixtures.js';
import { createTestApp } from './test/test-app.js';
import type { TestApp } from './test/test-app.js';

/**
 * Bad input on every route of the route table: wrong types, malformed ids, impossible dates
 * and times, empty and oversized lists, unknown ids. Each answer is a 400 or 404 with the
 * error body, never a 500, and nothing in the database changes.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let actors: { client: Actor; barber: Actor; admin: Actor; owner: Actor };

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  actors = {
    client: await demoActor(db, 'cliente@navalha.dev'),
    barber: await demoActor(db, 'barbeiro@navalha.dev'),
    admin: await demoActor(db, 'admin@navalha.dev'),
    owner: await demoActor(db, 'dono@navalha.dev'),
  };
});

afterAll(async () => {
  await testApp.close();
});

const UNKNOWN = '6e617661-6c68-4100-8000-00000000dead';
const corte = demoServices[0].id;
const tooManyIds = Array.from({ length: 21 }, () => corte);
const longText = 'x'.repeat(501);

interface BadCall {
  path?: string;
  payload?: unknown;
  as?: keyof typeof actors;
  status: 400 | 404;
}

/** A URL of the route with its parameters filled in. */
function fill(url: string, id: string): string {
  return url.replace(/:\w+/g, id);
}

function badInputs(): Record<RouteName, BadCall[]> {
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
    listServices: [
      { path: '?page=abc', status: 400 },
      { path: '?limit=-1', status: 400 },
      { path: '?minPrice=-5', status: 400 },
      { path: '?maxPrice=1e400', status: 400 },
      { path: '?barberShopId=123', status: 400 },
    ],
    listServicesForSelection: [{ path: '?barberShopId=nope', status: 400 }],
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
    listBarbersForHome: [{ path: '?limit=abc', status: 400 }],
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
    ],
    listMyAppointments: [{ as: 'client', path: '?limit=0', status: 400 }],
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
  };
}

/** Whatever a bad request could have changed, as one comparable value. */
async function fingerprint(): Promise<unknown> {
  const [row] = await executeRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*)::int from services) as services,
      (select max(updated_at)::text from services) as services_updated,
      (select count(*)::int from barber_services) as barber_services,
      (select md5(coalesce(string_agg(id::text || day_of_week || start_time || end_time, ','
        order by id), '')) from working_hours) as working_hours,
      (select count(*)::int from appointments) as appointments,
      (select max(updated_at)::text from appointments) as appointments_updated,
      (select count(*)::int from appointment_services) as appointment_services,
      (select sum(times_used)::int from promo_codes) as promo_uses,
      (select count(*)::int from payments) as payments,
      (select max(updated_at)::text from payments) as payments_updated,
      (select count(*)::int from sandbox_payments) as sandbox_payments,
      (select count(*)::int from sandbox_card_tokens) as card_tokens`,
  );
  return row;
}

describe('bad input on every route', () => {
  const table = badInputs();

  it('covers every route of the table', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(routeTable).sort());
  });

  it('answers 400 or 404 with the error body, never 500, and writes nothing', async () => {
    const before = await fingerprint();
    for (const [name, calls] of Object.entries(table) as [RouteName, BadCall[]][]) {
      const access = routeTable[name];
      for (const call of calls) {
        const base = access.url.includes(':')
          ? fill(access.url, (call.path ?? '').split('?')[0] ?? '')
          : access.url;
        const query = access.url.includes(':')
          ? (call.path ?? '').slice((call.path ?? '').split('?')[0]?.length ?? 0)
          : (call.path ?? '');
        const roles = access.roles as readonly string[];
        const actor =
          actors[
            call.as ??
              (roles.includes('ADMIN') ? 'admin' : roles.includes('OWNER') ? 'owner' : 'client')
          ];
        const response = await app.inject({
          method: access.method,
          url: `${base}${query}`,
          headers: actor.headers,
          ...(call.payload === undefined
            ? {}
            : typeof call.payload === 'string'
              ? {
                  payload: call.payload,
                  headers: { ...actor.headers, 'content-type': 'application/json' },
                }
              : { payload: call.payload as object }),
        });
        const label = `${name} ${access.method} ${base}${query} ${JSON.stringify(call.payload)}`;
        expect(response.statusCode, `${label} → ${response.body}`).toBe(call.status);
        expect(response.json(), label).toMatchObject({
          statusCode: call.status,
          code: call.status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
          message: expect.any(String),
        });
      }
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe('hostile input on every route (issue 16 §4)', () => {
  /** What the security review sent: NUL characters and numbers past 2^53, as JSON writes them. */
  const hostileBodies = [
    '{"amount":1e22,"appointmentId":"6e617661-6c68-4100-8000-00000000dead"}',
    '{"name":"Corte\\u0000","search":"\\u0000","code":"NAVALHA10\\u0000"}',
    '{"price":-1e21,"durationMinutes":1e300}',
  ];
  const hostileQueries = [
    '?search=%00',
    '?page=1e22&limit=1e22',
    '?date=2026-12-01%00',
    '?from=2026-12-01%00&to=1e22&status=%00',
  ];

  it('answers 400, never 500, and writes nothing, with or without a token', async () => {
    const before = await fingerprint();
    for (const [name, access] of Object.entries(routeTable) as [RouteName, RouteAccess][]) {
      if (name === 'streamNotifications') continue;
      const roles = access.roles as readonly string[];
      const actor = actors[roles.includes('ADMIN') ? 'admin' : 'client'];
      const url = fill(access.url, UNKNOWN);
      const calls = [
        ...hostileQueries.map((query) => ({ url: `${url}${query}`, payload: undefined })),
        ...(access.method === 'GET' ? [] : hostileBodies.map((payload) => ({ url, payload }))),
        { url: fill(access.url, '%00'), payload: undefined },
      ];
      for (const headers of [actor.headers, {}]) {
        for (const call of calls) {
          const response = await app.inject({
            method: access.method,
            url: call.url,
            headers:
              call.payload === undefined
                ? headers
                : { ...headers, 'content-type': 'application/json' },
            ...(call.payload === undefined ? {} : { payload: call.payload }),
          });
          const label = `${name} ${access.method} ${call.url} ${call.payload ?? ''} → ${response.body}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json(), label).toMatchObject({ statusCode: response.statusCode });
          }
        }
      }
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('names the field and says why, in pt-BR', async () => {
    const client = actors.client;
    const amount = await app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: { ...client.headers, 'content-type': 'application/json' },
      payload:
        '{"amount":1e22,"appointmentId":"6e617661-6c68-4100-8000-00000000dead","method":"PIX"}',
    });
    expect(amount.statusCode).toBe(400);
    expect(amount.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Número fora do intervalo permitido',
      field: 'amount',
    });

    const search = await app.inject({
      method: 'GET',
      url: '/api/services?search=%00',
      headers: client.headers,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Caractere inválido',
      field: 'search',
    });
  });
});

describe('access before validation (issue 16 §4)', () => {
  it('answers 401 without a token and 403 to another role before reading the body', async () => {
    for (const [name, access] of Object.entries(routeTable) as [RouteName, RouteAccess][]) {
      if (access.method === 'GET' || name === 'streamNotifications') continue;
      const url = fill(access.url, 'nao-e-um-id');
      const payload = '{"amount":"muito","services":42}';
      const anonymous = await app.inject({
        method: access.method,
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(anonymous.statusCode, `${name} without a token → ${anonymous.body}`).toBe(401);

      const roles = access.roles as readonly string[];
      const outsider = (['client', 'barber', 'admin'] as const).find(
        (role) => !roles.includes(role.toUpperCase()),
      );
      if (!outsider) continue;
      const forbidden = await app.inject({
        method: access.method,
        url,
        headers: { ...actors[outsider].headers, 'content-type': 'application/json' },
        payload,
      });
      expect(forbidden.statusCode, `${name} as ${outsider} → ${forbidden.body}`).toBe(403);
    }
  });
});
