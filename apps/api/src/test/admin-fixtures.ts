import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Role } from '@navalha/core/domain/auth/roles';
import type { Db } from '../db/client.js';
import { invitations } from '../db/schema/invitations.js';
import { promoCodes } from '../db/schema/promo-codes.js';
import { generateLinkToken } from '../modules/auth/one-time-tokens.js';
import { timeOff } from '../db/schema/time-off.js';
import { users } from '../db/schema/users.js';
import type { RouteName } from '../route-table.js';
import {
  createBarber,
  createUser,
  DEMO_BARBERSHOP_ID,
  futureDate,
  insertAppointment,
  spInstant,
} from './scheduling-fixtures.js';
import type { Actor } from './scheduling-fixtures.js';
import { deskBadInputs, deskRouteCases } from './route-cases-desk.js';
import {
  mercadopagoAccountBadInputs,
  mercadopagoAccountRouteCases,
  whatsappSettingsBadInputs,
  whatsappSettingsRouteCases,
} from './route-cases-whatsapp-settings.js';

export type AdminRouteName = Extract<RouteName, `admin${string}`>;

type Target = 'own' | 'other';

/** The permission matrix's case of a route (route-table.test.ts). */
export interface AdminRouteCase {
  owned: boolean;
  success: number;
  otherStatus?: number;
  build(role: Role, target: Target): Promise<{ url: string; payload?: object }>;
}

/** What the matrix's world holds that the admin cases use. */
export interface AdminMatrixWorld {
  db: Db;
  actors: Record<Role, Actor>;
  shopB: { id: string; serviceId: string; barber: Actor };
}

/** Each fixture booking gets its own far Tuesday, so none meets another. */
let tuesdays = 0;
const freshTuesday = () => futureDate(2, 120 + 7 * (tuesdays += 1));

export async function insertPromoCode(db: Db, barbershopId: string): Promise<string> {
  const [row] = await db
    .insert(promoCodes)
    .values({
      barbershopId,
      code: `TESTE${randomUUID().slice(0, 8).toUpperCase()}`,
      discountPercent: 15,
    })
    .returning({ id: promoCodes.id });
  if (!row) throw new Error('insert promo code failed');
  return row.id;
}

/** A time off of a barber, at the barber's shop. */
export async function insertTimeOff(db: Db, barberId: string): Promise<string> {
  const date = freshTuesday();
  const [row] = await db
    .insert(timeOff)
    .values({
      barbershopId: sql`(select ${users.barbershopId} from ${users} where ${users.id} = ${barberId})`,
      barberId,
      startsAt: spInstant(date, '14:00'),
      endsAt: spInstant(date, '15:00'),
    })
    .returning({ id: timeOff.id });
  if (!row) throw new Error('insert time off failed');
  return row.id;
}

/** A pending invitation of `barbershopId` (7 days from now unless said) and its link token. */
export async function insertInvitation(
  db: Db,
  barbershopId: string,
  values: {
    role?: 'BARBER' | 'ADMIN';
    email?: string;
    name?: string;
    expiresAt?: Date;
    createdAt?: Date;
  } = {},
): Promise<{ id: string; token: string; email: string }> {
  const { token, tokenHash } = generateLinkToken();
  const address = values.email ?? `convidado.${randomUUID().slice(0, 8)}@navalha.dev`;
  const [row] = await db
    .insert(invitations)
    .values({
      barbershopId,
      name: values.name ?? 'Convidado Teste',
      email: address,
      role: values.role ?? 'BARBER',
      tokenHash,
      expiresAt: values.expiresAt ?? new Date(Date.now() + 7 * 86_400_000),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: invitations.id });
  if (!row) throw new Error('insert invitation failed');
  return { id: row.id, token, email: address };
}

/** A client whose only booking is at `barbershopId`, with `barber`. */
async function clientOf(db: Db, barbershopId: string, barberId: string, serviceId?: string) {
  const client = await createUser(db, 'CLIENT', null);
  await insertAppointment(db, {
    clientId: client.id,
    barberId,
    barbershopId,
    startsAt: spInstant(freshTuesday(), '10:00'),
    ...(serviceId ? { serviceId } : {}),
  });
  return client.id;
}

const email = () => `novo.${randomUUID().slice(0, 8)}@navalha.dev`;

/**
 * The admin routes' cases of the permission matrix: "own" is a row of the caller's shop (the
 * demo shop), "other" the same kind of row in shop B, which must answer 404.
 */
export function adminRouteCases(
  world: () => AdminMatrixWorld,
): Record<AdminRouteName, AdminRouteCase> {
  const list = (url: string): AdminRouteCase => ({
    owned: false,
    success: 200,
    build: async () => ({ url }),
  });
  const ownOrOther = async (
    target: Target,
    own: (w: AdminMatrixWorld) => Promise<string>,
    other: (w: AdminMatrixWorld) => Promise<string>,
  ) => (target === 'own' ? own(world()) : other(world()));
  const barberId = (target: Target) =>
    ownOrOther(
      target,
      async ({ db }) => (await createBarber(db, DEMO_BARBERSHOP_ID, [])).id,
      async ({ shopB }) => shopB.barber.id,
    );
  const adminId = (target: Target) =>
    ownOrOther(
      target,
      async ({ db }) => (await createUser(db, 'ADMIN', DEMO_BARBERSHOP_ID)).id,
      async ({ db, shopB }) => (await createUser(db, 'ADMIN', shopB.id)).id,
    );
  const invitationId = (target: Target) =>
    ownOrOther(
      target,
      async ({ db }) => (await insertInvitation(db, DEMO_BARBERSHOP_ID)).id,
      async ({ db, shopB }) => (await insertInvitation(db, shopB.id)).id,
    );
  const promoCodeId = (target: Target) =>
    ownOrOther(
      target,
      ({ db }) => insertPromoCode(db, DEMO_BARBERSHOP_ID),
      ({ db, shopB }) => insertPromoCode(db, shopB.id),
    );
  /** A client of the caller's shop, or of shop B (404). */
  const shopClient = (target: Target) =>
    ownOrOther(
      target,
      ({ db, actors }) => clientOf(db, DEMO_BARBERSHOP_ID, actors.BARBER.id),
      ({ db, shopB }) => clientOf(db, shopB.id, shopB.barber.id, shopB.serviceId),
    );

  return {
    adminDashboard: list('/api/admin/dashboard?period=week'),
    adminListAppointments: list('/api/admin/appointments?limit=5'),
    adminExportAppointments: list(`/api/admin/appointments/export?from=${futureDate(1, 0)}`),
    adminListClients: list('/api/admin/clients'),
    adminGetClient: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/clients/${await shopClient(target)}`,
      }),
    },
    adminClientAppointments: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/clients/${await shopClient(target)}/appointments?when=past`,
      }),
    },
    adminSaveClientNote: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/clients/${await shopClient(target)}/note`,
        payload: { body: 'Máquina 2 nas laterais' },
      }),
    },
    adminSaveClientContact: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/clients/${await shopClient(target)}/contact`,
        payload: { phone: '(11) 91234-5678', email: email() },
      }),
    },
    adminClientResetLink: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/clients/${await shopClient(target)}/reset-link`,
      }),
    },
    adminListServices: list('/api/admin/services'),
    adminListBarbers: list('/api/admin/barbers'),
    adminUpdateBarber: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/barbers/${await barberId(target)}`,
        payload: { name: 'Nome Alterado' },
      }),
    },
    adminResetBarberPassword: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/barbers/${await barberId(target)}/reset-password`,
      }),
    },
    adminListTimeOff: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/barbers/${await barberId(target)}/time-off`,
      }),
    },
    adminCreateTimeOff: {
      owned: true,
      success: 201,
      build: async (_role, target) => {
        const date = freshTuesday();
        return {
          url: `/api/admin/barbers/${await barberId(target)}/time-off`,
          payload: { startDate: date, startTime: '16:00', endDate: date, endTime: '17:00' },
        };
      },
    },
    adminDeleteTimeOff: {
      owned: true,
      success: 204,
      build: async (_role, target) => ({
        url: `/api/admin/time-off/${await insertTimeOff(world().db, await barberId(target))}`,
      }),
    },
    adminListPromoCodes: list('/api/admin/promo-codes'),
    adminCreatePromoCode: {
      owned: false,
      success: 201,
      build: async () => ({
        url: '/api/admin/promo-codes',
        payload: { code: `NOVO${randomUUID().slice(0, 6)}`, discountPercent: 20 },
      }),
    },
    adminUpdatePromoCode: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/promo-codes/${await promoCodeId(target)}`,
        payload: { discountPercent: 25 },
      }),
    },
    adminDeletePromoCode: {
      owned: true,
      success: 204,
      build: async (_role, target) => ({
        url: `/api/admin/promo-codes/${await promoCodeId(target)}`,
      }),
    },
    adminGetSettings: list('/api/admin/settings'),
    // The demo shop's own values: the other routes' fixtures rely on them.
    adminUpdateSettings: {
      owned: false,
      success: 200,
      build: async () => ({ url: '/api/admin/settings', payload: { slotStepMinutes: 30 } }),
    },
    ...whatsappSettingsRouteCases,
    ...mercadopagoAccountRouteCases,
    adminGetPublicPage: list('/api/admin/public-page'),
    // The demo shop's own slug: the public page's tests rely on it.
    adminUpdatePublicPage: {
      owned: false,
      success: 200,
      build: async () => ({
        url: '/api/admin/public-page',
        payload: { slug: 'navalha-barbearia', showAsHome: false },
      }),
    },
    adminUpdateFinancialSettings: {
      owned: false,
      success: 200,
      build: async () => ({
        url: '/api/admin/settings/financial',
        payload: { cancellationFeePercent: 50 },
      }),
    },
    adminListAdmins: list('/api/admin/admins'),
    adminUpdateAdmin: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/admins/${await adminId(target)}`,
        payload: { name: 'Admin Alterado' },
      }),
    },
    adminResetAdminPassword: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/admins/${await adminId(target)}/reset-password`,
      }),
    },
    adminAuditLog: list('/api/admin/audit-log'),
    // Off stays off: the demo accounts keep their shape for the other cases.
    adminSetOwnTakesBookings: {
      owned: false,
      success: 200,
      build: async () => ({
        url: '/api/admin/me/takes-bookings',
        payload: { takesBookings: false },
      }),
    },
    adminListInvitations: list('/api/admin/invitations'),
    adminCreateInvitation: {
      owned: false,
      success: 201,
      build: async () => ({
        url: '/api/admin/invitations',
        payload: { name: 'Barbeiro Convidado', email: email(), role: 'BARBER' },
      }),
    },
    adminResendInvitation: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/invitations/${await invitationId(target)}/resend`,
      }),
    },
    adminRevokeInvitation: {
      owned: true,
      success: 204,
      build: async (_role, target) => ({
        url: `/api/admin/invitations/${await invitationId(target)}`,
      }),
    },
    adminChecklist: list('/api/admin/checklist'),
    adminDismissChecklist: list('/api/admin/checklist/dismiss'),
    adminAgenda: list('/api/admin/agenda?date=2026-11-28'),
    adminCashDay: list('/api/admin/cash?date=2025-06-02'),
    adminExportCashDay: list('/api/admin/cash/export?date=2025-06-02'),
    adminCloseCash: {
      owned: false,
      success: 201,
      build: async () => ({
        url: '/api/admin/cash/closings',
        payload: { date: '2025-06-02', counted: 10 },
      }),
    },
    adminAgendaWeek: {
      owned: true,
      success: 200,
      build: async (_role, target) => ({
        url: `/api/admin/agenda/week?barberId=${await barberId(target)}&date=2026-11-28`,
      }),
    },
    ...deskRouteCases(world),
  };
}

/** A bad request of bad-input.test.ts. */
export interface AdminBadCall {
  path?: string;
  payload?: unknown;
  status: 400 | 404;
}

/**
 * Bad input on the admin routes, sent by the demo admin, or by the demo owner on the routes
 * that are the owner's alone (bad-input.test.ts picks the caller from the route table).
 */
export function adminBadInputs(unknownId: string): Record<AdminRouteName, AdminBadCall[]> {
  const idRoute = (payload?: unknown): AdminBadCall[] => [
    { path: 'nope', payload, status: 400 },
    { path: unknownId, payload, status: 404 },
  ];
  return {
    adminDashboard: [{ path: '?period=year', status: 400 }],
    adminListAppointments: [
      { path: '?from=2026-02-30', status: 400 },
      { path: '?from=2026-05-10&to=2026-05-01', status: 400 },
      { path: '?status=DONE', status: 400 },
      { path: '?paymentStatus=PAID', status: 400 },
      { path: '?barberId=nope', status: 400 },
      { path: '?limit=500', status: 400 },
    ],
    adminExportAppointments: [
      { path: '?to=31/12/2026', status: 400 },
      { path: '?status=pending', status: 400 },
    ],
    adminListClients: [{ path: `?search=${'x'.repeat(101)}`, status: 400 }],
    adminGetClient: idRoute(),
    adminClientAppointments: [
      ...idRoute(),
      { path: `${unknownId}?when=soon`, status: 400 },
      { path: `${unknownId}?limit=51`, status: 400 },
    ],
    adminSaveClientNote: [
      ...idRoute({ body: 'Máquina 2' }),
      { path: unknownId, payload: {}, status: 400 },
      { path: unknownId, payload: { body: 'x'.repeat(2001) }, status: 400 },
    ],
    adminSaveClientContact: [
      ...idRoute({ phone: '(11) 91234-5678' }),
      { path: unknownId, payload: {}, status: 400 },
      { path: unknownId, payload: { phone: '123' }, status: 400 },
      {
        path: unknownId,
        payload: { phone: '(11) 91234-5678', email: 'não é e-mail' },
        status: 400,
      },
    ],
    adminClientResetLink: idRoute(),
    adminListServices: [],
    adminListBarbers: [],
    adminUpdateBarber: [
      ...idRoute({ name: 'Nome' }),
      { path: unknownId, payload: {}, status: 400 },
      { path: unknownId, payload: { isActive: 'no' }, status: 400 },
    ],
    adminResetBarberPassword: idRoute(),
    adminListTimeOff: idRoute(),
    adminCreateTimeOff: [
      ...idRoute({
        startDate: '2030-01-01',
        startTime: '10:00',
        endDate: '2030-01-01',
        endTime: '11:00',
      }),
      {
        path: unknownId,
        payload: {
          startDate: '2030-01-01',
          startTime: '11:00',
          endDate: '2030-01-01',
          endTime: '10:00',
        },
        status: 400,
      },
      {
        path: unknownId,
        payload: {
          startDate: '2030-02-30',
          startTime: '10:00',
          endDate: '2030-03-01',
          endTime: '10:00',
        },
        status: 400,
      },
    ],
    adminDeleteTimeOff: idRoute(),
    adminListPromoCodes: [],
    adminCreatePromoCode: [
      { payload: {}, status: 400 },
      { payload: { code: 'ab', discountPercent: 10 }, status: 400 },
      { payload: { code: 'VERÃO', discountPercent: 10 }, status: 400 },
      { payload: { code: 'VERAO', discountPercent: 0 }, status: 400 },
      { payload: { code: 'VERAO', discountPercent: 101 }, status: 400 },
      { payload: { code: 'VERAO', discountPercent: 10, maxUses: 0 }, status: 400 },
      {
        payload: {
          code: 'VERAO',
          discountPercent: 10,
          validFrom: '2030-02-01',
          validUntil: '2030-01-01',
        },
        status: 400,
      },
    ],
    adminUpdatePromoCode: [
      ...idRoute({ discountPercent: 10 }),
      { path: unknownId, payload: {}, status: 400 },
    ],
    adminDeletePromoCode: idRoute(),
    adminGetSettings: [],
    adminUpdateSettings: [
      { payload: {}, status: 400 },
      { payload: { name: 'X' }, status: 400 },
      { payload: { timeZone: 'America/Atlantida' }, status: 400 },
      { payload: { slotStepMinutes: 3 }, status: 400 },
      { payload: { minNoticeMinutes: -1 }, status: 400 },
      { payload: { phone: '3456-7890' }, status: 400 },
    ],
    ...whatsappSettingsBadInputs,
    ...mercadopagoAccountBadInputs,
    adminGetPublicPage: [],
    adminUpdatePublicPage: [
      { payload: {}, status: 400 },
      { payload: { slug: 'Navalha Centro', showAsHome: false }, status: 400 },
      { payload: { slug: 'ab', showAsHome: false }, status: 400 },
      { payload: { slug: 'navalha', showAsHome: 'sim' }, status: 400 },
    ],
    adminUpdateFinancialSettings: [
      { payload: {}, status: 400 },
      { payload: { pixKey: '111.111.111-11' }, status: 400 },
      { payload: { paymentFees: { pix: 1.234 } }, status: 400 },
      { payload: { cancellationFeePercent: 101 }, status: 400 },
    ],
    adminListAdmins: [],
    adminUpdateAdmin: [
      ...idRoute({ name: 'Nome' }),
      { path: unknownId, payload: {}, status: 400 },
      { path: unknownId, payload: { name: 'A' }, status: 400 },
      { path: unknownId, payload: { isActive: 'no' }, status: 400 },
      { path: unknownId, payload: { phone: '123' }, status: 400 },
    ],
    adminResetAdminPassword: idRoute(),
    adminAuditLog: [
      { path: '?entity=pagamentos', status: 400 },
      { path: '?page=0', status: 400 },
      { path: '?limit=101', status: 400 },
    ],
    adminSetOwnTakesBookings: [
      { payload: {}, status: 400 },
      { payload: { takesBookings: 'sim' }, status: 400 },
    ],
    adminListInvitations: [],
    adminCreateInvitation: [
      { payload: {}, status: 400 },
      { payload: { name: 'B', email: 'b@navalha.dev', role: 'BARBER' }, status: 400 },
      { payload: { name: 'Barbeiro', email: 'não é email', role: 'BARBER' }, status: 400 },
      { payload: { name: 'Barbeiro', email: 'b@navalha.dev', role: 'CLIENT' }, status: 400 },
      { payload: { name: 'Barbeiro', email: 'b@navalha.dev', role: 'OWNER' }, status: 400 },
      {
        payload: { name: 'Barbeiro', email: 'b@navalha.dev', phone: '123', role: 'BARBER' },
        status: 400,
      },
    ],
    adminResendInvitation: idRoute(),
    adminRevokeInvitation: idRoute(),
    // Neither reads a body or a query: nothing to get wrong.
    adminChecklist: [],
    adminDismissChecklist: [],
    adminAgenda: [
      { path: '?date=2026-02-30', status: 400 },
      { path: '?date=amanha', status: 400 },
    ],
    adminCashDay: [{ path: '?date=2026-02-30', status: 400 }],
    adminExportCashDay: [{ path: '?date=hoje', status: 400 }],
    adminCloseCash: [
      { payload: {}, status: 400 },
      { payload: { date: '2025-06-02' }, status: 400 },
      { payload: { date: '2025-06-02', counted: -1 }, status: 400 },
      { payload: { date: '2025-06-02', counted: 1.234 }, status: 400 },
      { payload: { date: '2026-02-30', counted: 10 }, status: 400 },
      { payload: { date: '2025-06-02', counted: 10, note: 'x'.repeat(501) }, status: 400 },
    ],
    adminAgendaWeek: [
      { path: '', status: 400 },
      { path: '?barberId=123', status: 400 },
      { path: `?barberId=${unknownId}&date=2026-02-30`, status: 400 },
      { path: `?barberId=${unknownId}`, status: 404 },
    ],
    ...deskBadInputs(unknownId),
  };
}
