import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccounts, expectPath } from './support.js';

const shopZone = 'America/Sao_Paulo';

/** A shop-local calendar day `days` after today. */
export function shopDay(days: number) {
  const instant = new Date(Date.now() + days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: shopZone, ...options }).format(instant);
  return {
    /** 'YYYY-MM-DD', as the API takes it. */
    iso: new Intl.DateTimeFormat('en-CA', { timeZone: shopZone }).format(instant),
    ddmmyyyy: part({ day: '2-digit', month: '2-digit', year: 'numeric' }),
    day: Number(part({ day: 'numeric' })),
    month: part({ month: 'long' }),
    monthNumber: Number(part({ month: 'numeric' })),
    year: part({ year: 'numeric' }),
    weekday: new Intl.DateTimeFormat('en-US', { timeZone: shopZone, weekday: 'short' }).format(
      instant,
    ),
  };
}

export type ShopDay = ReturnType<typeof shopDay>;

/**
 * How many calendar days ahead the `after`-th Monday-to-Friday from today falls: 0 is today (or
 * the next weekday on a weekend), 1 the next weekday, and so on. Counting open days rather than
 * calendar days keeps tests on different days whatever today is: counted in calendar days, 1, 2
 * and 3 days from a Friday all fall on Monday, and the demo barber's Monday fills up.
 */
export function weekdayOffset(after: number): number {
  let days = 0;
  while (['Sat', 'Sun'].includes(shopDay(days).weekday)) days += 1;
  for (let counted = 0; counted < after;) {
    days += 1;
    if (!['Sat', 'Sun'].includes(shopDay(days).weekday)) counted += 1;
  }
  return days;
}

/** The `after`-th Monday-to-Friday from today ({@link weekdayOffset}): the demo shop opens then. */
export function weekdayFrom(after: number): ShopDay {
  return shopDay(weekdayOffset(after));
}

/** '2026-11-25' → '25/11/2026'. */
export function ddmmyyyy(iso: string) {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

export async function signUp(page: Page, name: string) {
  await page.goto('/signup');
  await fillSignUp(page, name);
  await expectPath(page, '/');
}

/** Fills /signup for a new client called `name` and sends it. */
export async function fillSignUp(page: Page, name: string) {
  await page.getByLabel('Nome').fill(name);
  const first = (name.split(' ')[0] ?? 'cliente').normalize('NFD').replace(/\p{M}/gu, '');
  await page.getByLabel('Email').fill(`${first.toLowerCase()}.${Date.now()}@exemplo.com.br`);
  await page.getByLabel('Senha', { exact: true }).fill('Segura@123');
  await page.getByLabel('Confirmar senha').fill('Segura@123');
  // The terms; the sign-up form also offers WhatsApp reminders, left as they are.
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

export interface Api {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

/** The API with `accessToken`'s session: every answer must be a success. */
function apiAs(request: APIRequestContext, accessToken: string): Api {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const check = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  return {
    get: async (path) => check(await request.get(`/api${path}`, { headers })),
    post: async (path, body) => check(await request.post(`/api${path}`, { headers, data: body })),
  };
}

/** The API as the demo client, for setting a test's scene without depending on the seed. */
export async function clientApi(
  request: APIRequestContext,
  account: { email: string; password: string } = demoAccounts.client,
): Promise<Api> {
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return apiAs(request, accessToken);
}

/** The API as whoever is signed in on `page` (the app keeps its token in a cookie). */
export async function pageApi(page: Page): Promise<Api> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token');
  if (!token) throw new Error('No session on the page');
  return apiAs(page.request, decodeURIComponent(token.value));
}

export interface FreeSlot {
  date: string;
  time: string;
}

/** The client's active bookings, as instants: a client holds one chair at a time. */
export async function busyRangesOf(api: Api): Promise<{ start: number; end: number }[]> {
  const { data } = await api.get<{
    data: { status: string; scheduledTo: string; endsAt: string }[];
  }>('/appointments/my-history?limit=100');
  return data
    .filter((booking) => booking.status === 'PENDING' || booking.status === 'CONFIRMED')
    .map((booking) => ({
      start: Date.parse(booking.scheduledTo),
      end: Date.parse(booking.endsAt),
    }));
}

/** Whether `durationMinutes` from `time` on the shop day `date` meets none of `busy`. */
export function isFreeFor(
  busy: { start: number; end: number }[],
  date: string,
  time: string,
  durationMinutes: number,
) {
  // São Paulo keeps UTC−3 all year.
  const start = Date.parse(`${date}T${time}:00-03:00`);
  const end = start + durationMinutes * 60_000;
  return busy.every((range) => end <= range.start || start >= range.end);
}

/**
 * The first free time of a barber from the `fromDay`-th weekday on ({@link weekdayOffset}; 0 is
 * today), skipping `except`'s date and the
 * times the client already holds with another barber (the API refuses a second chair).
 */
export async function findFreeSlot(
  api: Api,
  barberId: string,
  durationMinutes: number,
  { fromDay = 1, exceptDate }: { fromDay?: number; exceptDate?: string } = {},
): Promise<FreeSlot> {
  const busy = await busyRangesOf(api);
  const start = fromDay === 0 ? 0 : weekdayOffset(fromDay);
  for (let days = start; days < start + 21; days += 1) {
    const date = shopDay(days).iso;
    if (date === exceptDate) continue;
    const { times } = await api.get<{ times: { time: string; available: boolean }[] }>(
      `/working-hours/barber/${barberId}/available-times?date=${date}&serviceDuration=${durationMinutes}`,
    );
    const free = times.find(
      (slot) => slot.available && isFreeFor(busy, date, slot.time, durationMinutes),
    );
    if (free) return { date, time: free.time };
  }
  throw new Error('No free time in three weeks');
}

/** 'Corte de cabelo', the first barber who cuts hair, and their first free time `fromDay` on. */
export async function haircutSlot(api: Api, fromDay: number) {
  const services =
    await api.get<
      { id: string; name: string; durationMinutes: number; pricing: { finalPrice: number } }[]
    >('/services/for-selection');
  const haircut = services.find((service) => service.name === 'Corte de cabelo');
  if (!haircut) throw new Error('The demo shop has no "Corte de cabelo"');
  const { data: barbers } = await api.post<{ data: { id: string }[] }>(
    '/users/barbers/by-services',
    { serviceIds: [haircut.id] },
  );
  const barber = barbers[0];
  if (!barber) throw new Error('No barber cuts hair');
  const slot = await findFreeSlot(api, barber.id, haircut.durationMinutes, { fromDay });
  return { haircut, barber, slot };
}

/** A haircut paid in cash on the first free time `fromDay` on, booked through the API. */
export async function bookHaircutInCash(api: Api, fromDay: number) {
  const { haircut, barber, slot } = await haircutSlot(api, fromDay);
  const booking = await api.post<{ id: string }>('/appointments', {
    serviceIds: [haircut.id],
    barberIds: [barber.id],
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    paymentMethod: 'CASH',
    totalPrice: haircut.pricing.finalPrice,
  });
  return { id: booking.id, slot };
}
