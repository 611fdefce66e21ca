import { describe, expect, it } from 'vitest';
import { routeTable } from '../../route-table.js';
import type { RouteName } from '../../route-table.js';
import { calendarFeedChanges } from '../../test/audit-coverage-cases/calendar-feeds.js';
import { cashChanges } from '../../test/audit-coverage-cases/cash.js';
import { catalogChanges } from '../../test/audit-coverage-cases/catalog.js';
import { deskBookingAndClientChanges } from '../../test/audit-coverage-cases/desk-bookings-and-clients.js';
import { frontDeskChanges } from '../../test/audit-coverage-cases/front-desk.js';
import { paymentAndAppointmentChanges } from '../../test/audit-coverage-cases/payments-and-appointments.js';
import { promoCodeAndSettingsChanges } from '../../test/audit-coverage-cases/promo-codes-and-settings.js';
import { staffAndHoursChanges } from '../../test/audit-coverage-cases/staff-and-hours.js';

/**
 * Issue 8: every change an ADMIN or OWNER can make is written to the owner's audit log, once,
 * with who made it and the entity before and after. The routes come from the route table: a
 * new write route that the shop's managers may call fails this test until it is either given
 * a case in test/audit-coverage-cases/ (run by its audit-coverage.<group>.routes.test.ts) or
 * named as no change to the shop.
 */

const changes = [
  ...catalogChanges,
  ...staffAndHoursChanges,
  ...promoCodeAndSettingsChanges,
  ...paymentAndAppointmentChanges,
  ...cashChanges,
  ...frontDeskChanges,
  ...deskBookingAndClientChanges,
  ...calendarFeedChanges,
];

/**
 * Write routes an ADMIN or OWNER may call with no case here, and why: they change nothing of the
 * shop's, or they change it only where this suite's sandbox cannot run them and their entry is
 * checked there.
 */
const notShopChanges: Partial<Record<RouteName, string>> = {
  listBarbersByServices: 'a search sent as POST',
  getAvailableSlots: 'a search sent as POST',
  getMonthAvailability: 'a search sent as POST',
  getBarbersNextFree: 'a search sent as POST',
  validatePromoCode: 'checks a code without counting a use',
  mockPayment: "plays the sandbox payer's bank (404 outside the sandbox), not the shop",
  markNotificationRead: "the caller's own inbox",
  markAllNotificationsRead: "the caller's own inbox",
  updateMyProfile: "the caller's own account",
  uploadMyAvatar: "the caller's own account",
  removeMyAvatar: "the caller's own account",
  changeMyPassword: "the caller's own account",
  resendEmailConfirmation: "the caller's own account",
  adminDismissChecklist: 'puts a reminder card away; no business data changes',
  sendWhatsappFromAgenda: 'a message to a client, recorded with its sender in whatsapp_messages',
  adminAuthorizeMercadopagoAccount:
    "a single-use state for Mercado Pago's authorization page; the account is connected, and audited as settings.mercadopago_connect, by the callback",
  adminDisconnectMercadopagoAccount:
    'audited as settings.mercadopago_disconnect when it removes an account, which the sandbox has none of: payments.mercadopago.shops.test.ts checks the entry',
  offerWaitlistSlot:
    'holds a free time for a client in line for the hold time; nothing is booked until they take it, and the entry keeps the offer',
};

describe('the audit log of admin changes', () => {
  it('has a case, or a reason for none, for every write route an ADMIN or OWNER may call', () => {
    const managersWrites = (Object.keys(routeTable) as RouteName[]).filter((name) => {
      const { method, roles } = routeTable[name];
      const allowed = roles as readonly string[];
      return method !== 'GET' && (allowed.includes('ADMIN') || allowed.includes('OWNER'));
    });
    const classified = new Set([
      ...changes.map((change) => change.route),
      ...Object.keys(notShopChanges),
    ]);
    expect([...classified].sort()).toEqual([...managersWrites].sort());
    for (const change of changes) {
      expect(routeTable[change.route].roles, change.route).toContain(change.as.toUpperCase());
    }
  });
});
