import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { WhatsappCloudChannel } from '../../gateways/whatsapp-cloud.js';
import type { AppointmentsService } from '../appointments/appointments.service.js';
import { WhatsappSettingsService } from './whatsapp-settings.service.js';
import { whatsappWebhookRoutes } from './whatsapp-webhook.routes.js';
import { whatsappRoutes } from './whatsapp.routes.js';
import { WhatsappService } from './whatsapp.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The WhatsApp service, for the outbox sweep that server.ts starts. */
    whatsapp: WhatsappService;
  }
}

export interface WhatsappModuleDeps {
  config: Config;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  appointments: Pick<AppointmentsService, 'cancel'>;
}

/**
 * WhatsApp (issue 19 §1, decision 028): consent, the agenda's sends and, with WHATSAPP_TOKEN,
 * WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET, the Cloud API's outbox and webhook.
 */
export function buildWhatsappModule({ config, db, now, log, appointments }: WhatsappModuleDeps) {
  const cloud = config.whatsapp
    ? new WhatsappCloudChannel({
        apiUrl: config.whatsappApiUrl,
        token: config.whatsapp.token,
        phoneNumberId: config.whatsapp.phoneNumberId,
        businessAccountId: config.whatsapp.businessAccountId,
      })
    : null;
  const service = new WhatsappService({
    db,
    now,
    log,
    cloud,
    appointments,
    appUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  });
  const settings = new WhatsappSettingsService({ db, cloudEnabled: cloud !== null });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      app.decorate('whatsapp', service);
      await app.register(whatsappRoutes, { service, settings });
      // Served always (the public route table lists it); 404 without the Cloud API.
      await app.register(whatsappWebhookRoutes, {
        service,
        appSecret: config.whatsapp?.appSecret,
        verifyToken: config.whatsapp?.verifyToken,
      });
    },
  };
}
