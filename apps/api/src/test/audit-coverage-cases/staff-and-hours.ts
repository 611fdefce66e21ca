import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { demoWeek } from '../../demo/demo-catalog.js';
import { users } from '../../db/schema/users.js';
import { insertInvitation, insertTimeOff } from '../admin-fixtures.js';
import { booking, firstPeriodOf, newBarber, newEmail } from '../audit-coverage-fixtures.js';
import type { LoggedChange } from '../audit-coverage-fixtures.js';
import {
  createBarber,
  createUser,
  DEMO_BARBERSHOP_ID,
  futureDate,
  spInstant,
} from '../scheduling-fixtures.js';

/** Changes to the team: barbers' hours and time off, barber and admin accounts. */
export const staffAndHoursChanges: LoggedChange[] = [
  {
    route: 'createWorkingHours',
    label: 'a working period added',
    as: 'admin',
    status: 201,
    prepare: async (world) => {
      const barber = await newBarber(world.db);
      const period = { dayOfWeek: 0, startTime: '10:00', endTime: '14:00' };
      return {
        url: '/api/working-hours',
        payload: { barberId: barber.id, ...period },
        entries: (response) => [
          {
            action: 'working_hours.create',
            entityId: response.json().id,
            before: null,
            after: { barberId: barber.id, ...period },
          },
        ],
      };
    },
  },

  {
    route: 'replaceWorkingHours',
    label: "a barber's week replaced",
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const barber = await newBarber(world.db);
      const week = [{ dayOfWeek: 2, startTime: '10:00', endTime: '16:00' }];
      return {
        url: `/api/working-hours/barber/${barber.id}/multiple`,
        payload: { workingHours: week },
        entries: () => [
          {
            action: 'working_hours.replace',
            entityId: barber.id,
            before: {
              barberId: barber.id,
              workingHours: expect.arrayContaining(demoWeek.map((p) => expect.objectContaining(p))),
            },
            after: { barberId: barber.id, workingHours: week },
          },
        ],
      };
    },
  },

  {
    route: 'updateWorkingHours',
    label: 'a working period shortened',
    as: 'owner',
    status: 200,
    prepare: async (world) => {
      const barber = await newBarber(world.db);
      const period = await firstPeriodOf(world.db, barber.id);
      return {
        url: `/api/working-hours/${period.id}`,
        payload: { endTime: '11:00' },
        entries: () => [
          {
            action: 'working_hours.update',
            entityId: period.id,
            before: { barberId: barber.id, dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
            after: { barberId: barber.id, dayOfWeek: 1, startTime: '09:00', endTime: '11:00' },
          },
        ],
      };
    },
  },

  {
    route: 'deleteWorkingHours',
    label: 'a working period removed',
    as: 'admin',
    status: 204,
    prepare: async (world) => {
      const barber = await newBarber(world.db);
      const period = await firstPeriodOf(world.db, barber.id);
      return {
        url: `/api/working-hours/${period.id}`,
        entries: () => [
          {
            action: 'working_hours.delete',
            entityId: period.id,
            before: { barberId: barber.id, startTime: '09:00', endTime: '12:00' },
            after: null,
          },
        ],
      };
    },
  },

  {
    route: 'adminCreateTimeOff',
    label: 'time off given',
    as: 'admin',
    status: 201,
    prepare: async (world) => {
      const barber = await newBarber(world.db);
      const date = futureDate(3, 60);
      return {
        url: `/api/admin/barbers/${barber.id}/time-off`,
        payload: {
          startDate: date,
          startTime: '14:00',
          endDate: date,
          endTime: '18:00',
          reason: 'Curso',
        },
        entries: (response) => [
          {
            action: 'time_off.create',
            entityId: response.json().timeOff.id,
            before: null,
            after: {
              barberId: barber.id,
              startsAt: spInstant(date, '14:00').toISOString(),
              endsAt: spInstant(date, '18:00').toISOString(),
              reason: 'Curso',
            },
          },
        ],
      };
    },
  },

  {
    route: 'adminDeleteTimeOff',
    label: 'time off removed',
    as: 'owner',
    status: 204,
    prepare: async (world) => {
      const barber = await newBarber(world.db);
      const id = await insertTimeOff(world.db, barber.id);
      return {
        url: `/api/admin/time-off/${id}`,
        entries: () => [
          { action: 'time_off.delete', entityId: id, before: { barberId: barber.id }, after: null },
        ],
      };
    },
  },

  {
    route: 'adminUpdateBarber',
    label: 'a barber renamed',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const barber = await createBarber(world.db, DEMO_BARBERSHOP_ID, [], 'Nome Antigo');
      return {
        url: `/api/admin/barbers/${barber.id}`,
        payload: { name: 'Nome Novo' },
        entries: () => [
          {
            action: 'barber.update',
            entityId: barber.id,
            before: { name: 'Nome Antigo' },
            after: { name: 'Nome Novo' },
          },
        ],
      };
    },
  },

  {
    route: 'adminUpdateBarber',
    label: 'a barber deactivated',
    as: 'owner',
    status: 200,
    prepare: async (world) => {
      const barber = await newBarber(world.db);
      return {
        url: `/api/admin/barbers/${barber.id}`,
        payload: { isActive: false },
        entries: () => [
          {
            action: 'barber.update',
            entityId: barber.id,
            before: { isActive: true },
            after: { isActive: false },
          },
        ],
      };
    },
  },

  {
    route: 'adminResetBarberPassword',
    label: "a barber's password reset, without the password",
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const barber = await newBarber(world.db);
      return {
        url: `/api/admin/barbers/${barber.id}/reset-password`,
        entries: () => [
          { action: 'barber.reset_password', entityId: barber.id, before: null, after: null },
        ],
      };
    },
  },

  {
    route: 'adminClientResetLink',
    label: "a client's reset link made, without the link",
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      await booking(world, 'CONFIRMED', 24 * 30);
      return {
        url: `/api/admin/clients/${world.client.id}/reset-link`,
        entries: (response) => [
          {
            action: 'client.reset_link',
            entityId: world.client.id,
            before: null,
            after: { expiresAt: response.json().expiresAt },
          },
        ],
      };
    },
  },

  {
    route: 'adminSetOwnTakesBookings',
    label: "an admin's 'Eu também atendo' turned off",
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      await world.db.update(users).set({ takesBookings: true }).where(eq(users.id, world.admin.id));
      return {
        url: '/api/admin/me/takes-bookings',
        payload: { takesBookings: false },
        entries: () => [
          {
            action: 'admin.takes_bookings',
            entityId: world.admin.id,
            before: { takesBookings: true },
            after: { takesBookings: false },
          },
        ],
      };
    },
  },

  {
    route: 'adminCreateInvitation',
    label: 'a barber invited',
    as: 'admin',
    status: 201,
    prepare: async () => {
      const email = newEmail();
      return {
        url: '/api/admin/invitations',
        payload: { name: 'Barbeiro Convidado', email, role: 'BARBER' },
        entries: (response) => [
          {
            action: 'invitation.create',
            entityId: response.json().invitation.id,
            before: null,
            after: { name: 'Barbeiro Convidado', email, role: 'BARBER', phone: null },
          },
        ],
      };
    },
  },

  {
    route: 'adminCreateInvitation',
    label: 'an admin invited',
    as: 'owner',
    status: 201,
    prepare: async () => {
      const email = newEmail();
      return {
        url: '/api/admin/invitations',
        payload: { name: 'Gerente Convidada', email, role: 'ADMIN' },
        entries: (response) => [
          {
            action: 'invitation.create',
            entityId: response.json().invitation.id,
            before: null,
            after: { name: 'Gerente Convidada', email, role: 'ADMIN' },
          },
        ],
      };
    },
  },

  {
    route: 'adminResendInvitation',
    label: 'an invitation resent with a new week',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const expiresAt = new Date(Date.now() - 60_000);
      const invitation = await insertInvitation(world.db, DEMO_BARBERSHOP_ID, { expiresAt });
      return {
        url: `/api/admin/invitations/${invitation.id}/resend`,
        entries: (response) => [
          {
            action: 'invitation.resend',
            entityId: invitation.id,
            before: { email: invitation.email, expiresAt: expiresAt.toISOString() },
            after: {
              email: invitation.email,
              expiresAt: response.json().invitation.expiresAt,
            },
          },
        ],
      };
    },
  },

  {
    route: 'adminRevokeInvitation',
    label: 'an invitation revoked',
    as: 'owner',
    status: 204,
    prepare: async (world) => {
      const invitation = await insertInvitation(world.db, DEMO_BARBERSHOP_ID, { role: 'ADMIN' });
      return {
        url: `/api/admin/invitations/${invitation.id}`,
        entries: () => [
          {
            action: 'invitation.revoke',
            entityId: invitation.id,
            before: { email: invitation.email, role: 'ADMIN' },
            after: null,
          },
        ],
      };
    },
  },

  {
    route: 'adminUpdateAdmin',
    label: 'an admin renamed',
    as: 'owner',
    status: 200,
    prepare: async (world) => {
      const other = await createUser(world.db, 'ADMIN', DEMO_BARBERSHOP_ID, 'Gerente Antiga');
      return {
        url: `/api/admin/admins/${other.id}`,
        payload: { name: 'Gerente Nova' },
        entries: () => [
          {
            action: 'admin.update',
            entityId: other.id,
            before: { name: 'Gerente Antiga', role: 'ADMIN' },
            after: { name: 'Gerente Nova', role: 'ADMIN' },
          },
        ],
      };
    },
  },

  {
    route: 'adminResetAdminPassword',
    label: "an admin's password reset, without the password",
    as: 'owner',
    status: 200,
    prepare: async (world) => {
      const other = await createUser(world.db, 'ADMIN', DEMO_BARBERSHOP_ID);
      return {
        url: `/api/admin/admins/${other.id}/reset-password`,
        entries: () => [
          { action: 'admin.reset_password', entityId: other.id, before: null, after: null },
        ],
      };
    },
  },
];
