import { eq } from 'drizzle-orm';
import { barbershops } from '../../db/schema/barbershops.js';
import { insertPromoCode } from '../admin-fixtures.js';
import type { LoggedChange } from '../audit-coverage-fixtures.js';
import { DEMO_BARBERSHOP_ID } from '../scheduling-fixtures.js';

/** Changes to promo codes and the shop's settings. */
export const promoCodeAndSettingsChanges: LoggedChange[] = [
  {
    route: 'adminCreatePromoCode',
    label: 'a promo code created',
    as: 'admin',
    status: 201,
    prepare: async () => ({
      url: '/api/admin/promo-codes',
      payload: { code: 'auditado12', discountPercent: 12 },
      entries: (response) => [
        {
          action: 'promo_code.create',
          entityId: response.json().id,
          before: null,
          after: { code: 'AUDITADO12', discountPercent: 12, isActive: true, maxUses: null },
        },
      ],
    }),
  },

  {
    route: 'adminUpdatePromoCode',
    label: 'a promo code changed',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const id = await insertPromoCode(world.db, DEMO_BARBERSHOP_ID);
      return {
        url: `/api/admin/promo-codes/${id}`,
        payload: { discountPercent: 25 },
        entries: () => [
          {
            action: 'promo_code.update',
            entityId: id,
            before: { discountPercent: 15 },
            after: { discountPercent: 25 },
          },
        ],
      };
    },
  },

  {
    route: 'adminDeletePromoCode',
    label: 'a promo code deleted',
    as: 'owner',
    status: 204,
    prepare: async (world) => {
      const id = await insertPromoCode(world.db, DEMO_BARBERSHOP_ID);
      return {
        url: `/api/admin/promo-codes/${id}`,
        entries: () => [
          {
            action: 'promo_code.delete',
            entityId: id,
            before: { discountPercent: 15, isActive: true },
            after: null,
          },
        ],
      };
    },
  },

  {
    route: 'adminUpdateSettings',
    label: "the shop's name changed",
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const [shop] = await world.db
        .select({ name: barbershops.name })
        .from(barbershops)
        .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
      return {
        url: '/api/admin/settings',
        payload: { name: 'Navalha Barbearia Centro' },
        entries: () => [
          {
            action: 'settings.update',
            entityId: DEMO_BARBERSHOP_ID,
            before: { name: shop?.name },
            after: { name: 'Navalha Barbearia Centro' },
          },
        ],
      };
    },
  },

  {
    route: 'adminUpdateFinancialSettings',
    label: 'the cancellation fee changed',
    as: 'owner',
    status: 200,
    prepare: async () => ({
      url: '/api/admin/settings/financial',
      payload: { cancellationFeePercent: 40 },
      entries: () => [
        {
          action: 'settings.financial_update',
          entityId: DEMO_BARBERSHOP_ID,
          before: { cancellationFeePercent: 50 },
          after: { cancellationFeePercent: 40 },
        },
      ],
    }),
  },

  {
    route: 'adminUpdatePublicPage',
    label: 'the public page address changed',
    as: 'owner',
    status: 200,
    prepare: async () => ({
      url: '/api/admin/public-page',
      payload: { slug: 'navalha-centro', showAsHome: true },
      entries: () => [
        {
          action: 'settings.public_page_update',
          entityId: DEMO_BARBERSHOP_ID,
          before: { slug: 'navalha-barbearia', showAsHome: false },
          after: { slug: 'navalha-centro', showAsHome: true },
        },
      ],
    }),
  },

  {
    route: 'adminUpdateWhatsappSettings',
    label:
      "the reschedule notice and 'Vaga da lista de espera' turned off, the first reminder moved",
    as: 'admin',
    status: 200,
    prepare: async () => ({
      url: '/api/admin/whatsapp-settings',
      payload: {
        confirmation: true,
        reminderFirst: true,
        reminderFirstHours: 48,
        reminderSecond: true,
        reminderSecondHours: 2,
        cancellation: true,
        reschedule: false,
        late: true,
        waitlistOffer: false,
      },
      entries: () => [
        {
          action: 'settings.whatsapp_update',
          entityId: DEMO_BARBERSHOP_ID,
          before: {
            whatsappReminderFirstHours: 24,
            whatsappReschedule: true,
            whatsappWaitlistOffer: true,
          },
          after: {
            whatsappReminderFirstHours: 48,
            whatsappReschedule: false,
            whatsappWaitlistOffer: false,
          },
        },
      ],
    }),
  },
];
