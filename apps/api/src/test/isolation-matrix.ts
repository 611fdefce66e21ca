import { randomUUID } from 'node:crypto';
import type { Role } from '@navalha/core/domain/auth/roles';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../route-table.js';
import type { RouteAccess, RouteName } from '../route-table.js';
import type { RowKind } from './isolation-world.js';
import type { Call } from './route-case-world.js';
import { sendCall } from './route-cases.js';
import type { Actor } from './scheduling-fixtures.js';

/**
 * The tenant isolation matrix's generator (tenant-isolation*.test.ts, decision 037): which kind
 * of row each route's path names, the routes it does not fill and why, and one route tried with
 * another shop's rows.
 */

/** Which kind of row a path names, by the path's start: generated for every new route. */
export const kindOfPath: readonly [RegExp, RowKind][] = [
  [/^\/api\/(services|users\/barbers)\/barber-shop\/:id/, 'shop'],
  [/^\/api\/services\/:id/, 'service'],
  [/^\/api\/users\/barbers\/:id/, 'barber'],
  [/^\/api\/working-hours\/barber\/:barberId\//, 'barber'],
  [/^\/api\/working-hours\/barber\/:barberId$/, 'barber'],
  [/^\/api\/working-hours\/:id/, 'workingHours'],
  [/^\/api\/(appointments|reviews\/appointment|admin\/agenda\/bookings)\/:id/, 'appointment'],
  [/^\/api\/whatsapp\/appointments\/:id/, 'appointment'],
  [/^\/api\/payments\/appointment\/:appointmentId/, 'appointment'],
  [/^\/api\/reviews\/barber\/:id/, 'barber'],
  [/^\/api\/notifications\/:id/, 'notification'],
  [/^\/api\/payments\/:id/, 'payment'],
  [/^\/api\/wallet\/payment-methods\/:id/, 'walletMethod'],
  [/^\/api\/wallet\/deposits\/:id/, 'deposit'],
  [/^\/api\/admin\/clients\/:id/, 'client'],
  [/^\/api\/admin\/barbers\/:id/, 'barber'],
  [/^\/api\/admin\/time-off\/:id/, 'timeOff'],
  [/^\/api\/admin\/promo-codes\/:id/, 'promoCode'],
  [/^\/api\/admin\/admins\/:id/, 'admin'],
  [/^\/api\/admin\/invitations\/:id/, 'invitation'],
  [/^\/api\/(admin\/)?waitlist\/:id/, 'waitlistEntry'],
];

/** Routes with a path parameter the generator does not fill with shop B's rows, and why. */
export const notParameterised: Partial<Record<RouteName, string>> = {
  lookupPostalCode: 'its parameter is a CEP, not a row of any shop',
  platformSuspendShop:
    "the operator's route: it names any shop by design (decision 035) and no shop role is admitted (route-table.test.ts answers them 403)",
  platformReactivateShop:
    "the operator's route: it names any shop by design (decision 035) and no shop role is admitted (route-table.test.ts answers them 403)",
  platformSetShopFee:
    "the operator's route: it names any shop by design (decision 035) and no shop role is admitted (route-table.test.ts answers them 403)",
};

/**
 * The shared catalog: any shop's services, barbers, free times and reviews, which every
 * signed-in person browses and a shop's public page shows to anyone. These answer 200 to
 * another shop's people too; they must still change nothing of the shop.
 */
export const sharedCatalog = new Set<RouteName>([
  'listShopServices',
  'getService',
  'listShopBarbers',
  'getBarber',
  'getAvailableTimes',
  'listBarberReviews',
]);

export const pathRoutes = (Object.keys(routeTable) as RouteName[]).filter(
  (name) => routeTable[name].url.includes(':') && !(name in notParameterised),
);

export function kindOf(url: string): RowKind | undefined {
  return kindOfPath.find(([pattern]) => pattern.test(url))?.[1];
}

/** `built` (a request on A's own row) with its path's parameters replaced by `id`. */
export function onRow(pattern: string, built: string, id: string): string {
  const [path = '', query] = built.split('?');
  const builtParts = path.split('/');
  const url = pattern
    .split('/')
    .map((part, index) => (part.startsWith(':') ? id : builtParts[index]))
    .join('/');
  return query === undefined ? url : `${url}?${query}`;
}

/** Shop A's roles a route admits (the operator has no shop: its routes are listed above). */
export const shopRolesOf = (access: RouteAccess): ShopRole[] =>
  access.roles.filter((role): role is ShopRole => role !== 'OPERATOR');

/**
 * Sends `built` (a well-formed request on the caller's own row) with its path naming each of
 * `rows` instead, as `actor`: the problems found, none when every answer is 403 or 404 and the
 * very answer a row that does not exist gets (200 for the shared catalog).
 */
export async function tryForeignRows(
  app: FastifyInstance,
  name: RouteName,
  built: Call,
  actor: Actor,
  rows: readonly string[],
): Promise<string[]> {
  const access = routeTable[name];
  const shared = sharedCatalog.has(name);
  const send = (id: string) =>
    sendCall(app, access, { ...built, url: onRow(access.url, built.url, id) }, actor);
  const unknown = randomUUID();
  const control = await send(unknown);
  const answers: string[] = [];
  for (const id of rows) {
    const response = await send(id);
    const label = `${access.method} ${onRow(access.url, built.url, id)}`;
    if (shared) {
      if (response.statusCode !== 200) answers.push(`${label} → ${response.body}`);
    } else if (![403, 404].includes(response.statusCode)) {
      answers.push(`${label} → ${response.statusCode} ${response.body}`);
    } else if (
      response.statusCode !== control.statusCode ||
      response.body.replaceAll(id, 'ID') !== control.body.replaceAll(unknown, 'ID')
    ) {
      answers.push(
        `${label} → ${response.body}, unlike a row that does not exist: ${control.body}`,
      );
    }
  }
  return answers;
}

/** The roles of a shop a route admits. */
export type ShopRole = Exclude<Role, 'OPERATOR'>;
