import type { AdminBadCall, AdminRouteCase } from './admin-fixtures.js';

type WhatsappSettingsRoute = 'adminGetWhatsappSettings' | 'adminUpdateWhatsappSettings';
type MercadopagoAccountRoute =
  | 'adminGetMercadopagoAccount'
  | 'adminAuthorizeMercadopagoAccount'
  | 'adminDisconnectMercadopagoAccount';

/** The WhatsApp settings' defaults, as the screen saves them: the WhatsApp tests rely on them. */
const whatsappDefaults = {
  confirmation: true,
  reminderFirst: true,
  reminderFirstHours: 24,
  reminderSecond: true,
  reminderSecondHours: 2,
  cancellation: true,
  reschedule: true,
  late: true,
  waitlistOffer: true,
};

/** The permission matrix's cases of the shop's WhatsApp settings (issue 19 §1). */
export const whatsappSettingsRouteCases: Record<WhatsappSettingsRoute, AdminRouteCase> = {
  adminGetWhatsappSettings: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/admin/whatsapp-settings' }),
  },
  adminUpdateWhatsappSettings: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/admin/whatsapp-settings', payload: whatsappDefaults }),
  },
};

/** What the settings refuse: an empty or partial body, hours out of range or out of order. */
export const whatsappSettingsBadInputs: Record<WhatsappSettingsRoute, AdminBadCall[]> = {
  adminGetWhatsappSettings: [],
  adminUpdateWhatsappSettings: [
    { payload: {}, status: 400 },
    { payload: { ...whatsappDefaults, reminderFirstHours: 0 }, status: 400 },
    { payload: { ...whatsappDefaults, reminderSecondHours: 24 }, status: 400 },
    { payload: { ...whatsappDefaults, reminderFirstHours: 2 }, status: 400 },
    { payload: { ...whatsappDefaults, late: 'sim' }, status: 400 },
  ],
};

/**
 * The permission matrix's cases of the shop's own Mercado Pago account (decision 043), the
 * owner's alone. The matrix's app runs the sandbox: nothing to connect, so authorizing answers
 * 409 MERCADOPAGO_NOT_AVAILABLE to the owner (mercadopago-account.routes.test.ts connects).
 */
export const mercadopagoAccountRouteCases: Record<MercadopagoAccountRoute, AdminRouteCase> = {
  adminGetMercadopagoAccount: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/admin/mercadopago-account' }),
  },
  adminAuthorizeMercadopagoAccount: {
    owned: false,
    success: 409,
    build: async () => ({ url: '/api/admin/mercadopago-account/authorization' }),
  },
  adminDisconnectMercadopagoAccount: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/admin/mercadopago-account' }),
  },
};

export const mercadopagoAccountBadInputs: Record<MercadopagoAccountRoute, AdminBadCall[]> = {
  adminGetMercadopagoAccount: [],
  adminAuthorizeMercadopagoAccount: [],
  adminDisconnectMercadopagoAccount: [],
};
