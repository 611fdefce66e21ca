import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PasswordHasher } from '../auth/password.js';
import type { PasswordsService } from '../auth/passwords.service.js';
import { adminRoutes } from './admin.routes.js';
import { ClientResetLinksService } from './client-reset-links.service.js';
import { DashboardService } from './dashboard.service.js';
import { ShopAppointmentsService } from './shop-appointments.service.js';
import { shopClientsRoutes } from './shop-clients.routes.js';
import { ShopClientsService } from './shop-clients.service.js';
import { ShopPromoCodesService } from './shop-promo-codes.service.js';
import { ShopServicesService } from './shop-services.service.js';
import { ShopSettingsService } from './shop-settings.service.js';
import { SetupChecklistService } from './setup-checklist.service.js';
import { setupChecklistRoutes } from './setup-checklist.routes.js';
import { StaffService } from './staff.service.js';

export interface AdminModuleDeps {
  db: Db;
  now: () => Date;
  passwordHasher: PasswordHasher;
  /** The reset links the admin area hands out (issue 14 §3, §4). */
  passwords: PasswordsService;
  /** Availability keeps barbers and shop settings in memory: forget them after a change. */
  onScheduleChange: () => void;
  /** PAYMENT_GATEWAY=mercadopago (the setup checklist's payments item is then done). */
  realPayments: boolean;
}

/** The admin area: dashboard, shop's appointments and clients, staff, promo codes, settings. */
export function buildAdminModule(deps: AdminModuleDeps) {
  const { db, now } = deps;
  const services = {
    dashboard: new DashboardService({ db, now }),
    appointments: new ShopAppointmentsService({ db, now }),
    services: new ShopServicesService({ db }),
    staff: new StaffService({
      db,
      now,
      passwordHasher: deps.passwordHasher,
      onBarbersChange: deps.onScheduleChange,
      passwords: deps.passwords,
    }),
    clientResetLinks: new ClientResetLinksService({ db, passwords: deps.passwords }),
    promoCodes: new ShopPromoCodesService({ db }),
    settings: new ShopSettingsService({ db, onChange: deps.onScheduleChange }),
  };
  const checklist = new SetupChecklistService({ db, realPayments: deps.realPayments });
  const clients = new ShopClientsService({ db, now });
  return {
    ...services,
    checklist,
    clients,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(adminRoutes, services);
      await app.register(setupChecklistRoutes, { service: checklist });
      await app.register(shopClientsRoutes, { clients });
    },
  };
}
