import { eq } from 'drizzle-orm';
import { appointments } from '../db/schema/appointments.js';
import { users } from '../db/schema/users.js';
import { appointmentFor, db } from './route-case-world.js';
import type { RouteCase } from './route-case-world.js';

/** The permission matrix's cases for the WhatsApp routes (issue 19 §1). */
export const messagingRouteCases = {
  getWhatsappConsent: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/users/me/whatsapp-consent' }),
  },
  setWhatsappConsent: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/users/me/whatsapp-consent', payload: { optIn: true } }),
  },
  sendWhatsappFromAgenda: {
    owned: true,
    success: 200,
    build: async (role, target) => {
      const id = await appointmentFor(role, target);
      // Its client opted in with a mobile number: only then may anyone message them.
      const [row] = await db
        .select({ clientId: appointments.clientId })
        .from(appointments)
        .where(eq(appointments.id, id));
      await db
        .update(users)
        .set({ whatsappOptIn: true, phone: '(11) 98765-4321' })
        .where(eq(users.id, row!.clientId));
      return { url: `/api/whatsapp/appointments/${id}/messages`, payload: { kind: 'LATE' } };
    },
  },
} satisfies Record<string, RouteCase>;
