import {
  adminAppointmentListSchema,
  adminAppointmentsExportQuerySchema,
  adminAppointmentsQuerySchema,
} from '@navalha/core/contracts/admin-appointments';
import { dashboardQuerySchema, dashboardSchema } from '@navalha/core/contracts/admin-dashboard';
import {
  adminPromoCodeListSchema,
  adminPromoCodeSchema,
  createPromoCodeBodySchema,
  updatePromoCodeBodySchema,
} from '@navalha/core/contracts/admin-promo-codes';
import { adminServiceListSchema } from '@navalha/core/contracts/admin-services';
import {
  shopSettingsSchema,
  updateFinancialSettingsBodySchema,
  updateShopSettingsBodySchema,
} from '@navalha/core/contracts/admin-settings';
import {
  createdTimeOffSchema,
  createTimeOffBodySchema,
  setTakesBookingsBodySchema,
  staffListSchema,
  staffMemberSchema,
  timeOffListSchema,
  updateAdminBodySchema,
  updateBarberBodySchema,
} from '@navalha/core/contracts/admin-staff';
import { idParamsSchema } from '@navalha/core/contracts/ids';
import { shopResetLinkSchema } from '@navalha/core/contracts/passwords';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import type { ClientResetLinksService } from './client-reset-links.service.js';
import type { DashboardService } from './dashboard.service.js';
import { exportFileName } from './shop-appointments.service.js';
import type { ShopAppointmentsService } from './shop-appointments.service.js';
import type { ShopPromoCodesService } from './shop-promo-codes.service.js';
import type { ShopServicesService } from './shop-services.service.js';
import type { ShopSettingsService } from './shop-settings.service.js';
import type { StaffService } from './staff.service.js';

export interface AdminRoutesOptions {
  dashboard: DashboardService;
  appointments: ShopAppointmentsService;
  services: ShopServicesService;
  staff: StaffService;
  clientResetLinks: ClientResetLinksService;
  promoCodes: ShopPromoCodesService;
  settings: ShopSettingsService;
}

const tags = ['admin'];

/**
 * The admin area (ADMIN and OWNER of one shop; some routes the OWNER alone, as the route table
 * says). Every service checks that what it touches belongs to the caller's shop: another
 * shop's row is a 404.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { dashboard, appointments, services, staff, promoCodes, settings } = options;
  const { clientResetLinks } = options;

  app.route({
    ...routeAccess(routeTable.adminDashboard),
    schema: {
      tags,
      summary: 'Indicadores da barbearia: hoje, faturamento, ocupação, serviços e taxas',
      security: bearerAuth,
      querystring: dashboardQuerySchema,
      response: { 200: dashboardSchema, ...errorResponses(400) },
    },
    handler: (request) => dashboard.get(getAuthUser(request), request.query),
  });

  app.route({
    ...routeAccess(routeTable.adminListAppointments),
    schema: {
      tags,
      summary: 'Agendamentos da barbearia, com filtros e paginação',
      security: bearerAuth,
      querystring: adminAppointmentsQuerySchema,
      response: { 200: adminAppointmentListSchema, ...errorResponses(400) },
    },
    handler: (request) => appointments.list(getAuthUser(request), request.query),
  });

  app.route({
    ...routeAccess(routeTable.adminExportAppointments),
    schema: {
      tags,
      summary: 'Os mesmos agendamentos em CSV para o Excel (UTF-8 com BOM, separador ;)',
      security: bearerAuth,
      querystring: adminAppointmentsExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      const csv = await appointments.exportCsv(getAuthUser(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(request.query)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route({
    ...routeAccess(routeTable.adminClientResetLink),
    schema: {
      tags,
      summary: 'Gera um link de redefinição de senha para um cliente da barbearia',
      description:
        'Só para quem já agendou na barbearia (outros: 404). Uso único, 1 hora; mostrado uma ' +
        'vez para copiar ou enviar pelo WhatsApp. Registrado no log de auditoria.',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: shopResetLinkSchema, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await clientResetLinks.create(getAuthUser(request), request.params.id)),
  });

  app.route({
    ...routeAccess(routeTable.adminListServices),
    schema: {
      tags,
      summary: 'Todos os serviços da barbearia, inclusive os desativados',
      security: bearerAuth,
      response: { 200: adminServiceListSchema, ...errorResponses() },
    },
    handler: (request) => services.list(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminListBarbers),
    schema: {
      tags,
      summary: 'Barbeiros da barbearia, ativos ou não',
      security: bearerAuth,
      response: { 200: staffListSchema, ...errorResponses() },
    },
    handler: (request) => staff.listBarbers(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminUpdateBarber),
    schema: {
      tags,
      summary: 'Altera um barbeiro: dados, serviços, ativo ou desativado',
      security: bearerAuth,
      params: idParamsSchema,
      body: updateBarberBodySchema,
      response: { 200: staffMemberSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => staff.updateBarber(getAuthUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeAccess(routeTable.adminResetBarberPassword),
    schema: {
      tags,
      summary: 'Gera um link de redefinição de senha para o barbeiro (uso único, 1 hora)',
      description:
        'Nenhuma senha é mostrada: o barbeiro abre o link e define a própria senha. Nada muda ' +
        'na conta até o link ser usado.',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: shopResetLinkSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => staff.resetBarberPassword(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.adminListTimeOff),
    schema: {
      tags,
      summary: 'Folgas futuras de um barbeiro',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: timeOffListSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => staff.listTimeOff(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.adminCreateTimeOff),
    schema: {
      tags,
      summary: 'Registra uma folga do barbeiro (bloqueia novos agendamentos no período)',
      security: bearerAuth,
      params: idParamsSchema,
      body: createTimeOffBodySchema,
      response: { 201: createdTimeOffSchema, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await staff.createTimeOff(getAuthUser(request), request.params.id, request.body)),
  });

  app.route({
    ...routeAccess(routeTable.adminDeleteTimeOff),
    schema: {
      tags,
      summary: 'Remove uma folga',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 204: z.undefined(), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      await staff.deleteTimeOff(getAuthUser(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeAccess(routeTable.adminListPromoCodes),
    schema: {
      tags,
      summary: 'Códigos promocionais da barbearia',
      security: bearerAuth,
      response: { 200: adminPromoCodeListSchema, ...errorResponses() },
    },
    handler: (request) => promoCodes.list(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminCreatePromoCode),
    schema: {
      tags,
      summary: 'Cria um código promocional',
      security: bearerAuth,
      body: createPromoCodeBodySchema,
      response: { 201: adminPromoCodeSchema, ...errorResponses(400, 409) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await promoCodes.create(getAuthUser(request), request.body)),
  });

  app.route({
    ...routeAccess(routeTable.adminUpdatePromoCode),
    schema: {
      tags,
      summary: 'Altera um código promocional',
      security: bearerAuth,
      params: idParamsSchema,
      body: updatePromoCodeBodySchema,
      response: { 200: adminPromoCodeSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => promoCodes.update(getAuthUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeAccess(routeTable.adminDeletePromoCode),
    schema: {
      tags,
      summary: 'Exclui um código promocional (os agendamentos mantêm o desconto)',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 204: z.undefined(), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      await promoCodes.remove(getAuthUser(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeAccess(routeTable.adminGetSettings),
    schema: {
      tags,
      summary: 'Dados e regras da barbearia',
      security: bearerAuth,
      response: { 200: shopSettingsSchema, ...errorResponses() },
    },
    handler: (request) => settings.get(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminUpdateSettings),
    schema: {
      tags,
      summary: 'Altera nome, endereço, telefone, fuso, intervalo e antecedência',
      security: bearerAuth,
      body: updateShopSettingsBodySchema,
      response: { 200: shopSettingsSchema, ...errorResponses(400) },
    },
    handler: (request) => settings.update(getAuthUser(request), request.body),
  });

  app.route({
    ...routeAccess(routeTable.adminUpdateFinancialSettings),
    schema: {
      tags,
      summary: 'Altera cancelamento, taxas de pagamento e recebedor PIX (proprietário)',
      security: bearerAuth,
      body: updateFinancialSettingsBodySchema,
      response: { 200: shopSettingsSchema, ...errorResponses(400) },
    },
    handler: (request) => settings.updateFinancial(getAuthUser(request), request.body),
  });

  app.route({
    ...routeAccess(routeTable.adminListAdmins),
    schema: {
      tags,
      summary: 'Administradores e proprietário da barbearia (proprietário)',
      security: bearerAuth,
      response: { 200: staffListSchema, ...errorResponses() },
    },
    handler: (request) => staff.listAdmins(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.adminUpdateAdmin),
    schema: {
      tags,
      summary: 'Altera ou desativa um administrador (proprietário)',
      security: bearerAuth,
      params: idParamsSchema,
      body: updateAdminBodySchema,
      response: { 200: staffMemberSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => staff.updateAdmin(getAuthUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeAccess(routeTable.adminResetAdminPassword),
    schema: {
      tags,
      summary: 'Gera um link de redefinição de senha para o administrador (proprietário)',
      description: 'Uso único, 1 hora; nenhuma senha é mostrada.',
      security: bearerAuth,
      params: idParamsSchema,
      response: { 200: shopResetLinkSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => staff.resetAdminPassword(getAuthUser(request), request.params.id),
  });

  app.route({
    ...routeAccess(routeTable.adminSetOwnTakesBookings),
    schema: {
      tags,
      summary:
        "'Eu também atendo': o administrador ou proprietário passa a atender clientes, ou deixa",
      description:
        'Quem atende aparece aos clientes como barbeiro, com serviços, horários e folgas, e ' +
        'ganha a agenda do barbeiro. Deixar de atender com agendamentos futuros: 409.',
      security: bearerAuth,
      body: setTakesBookingsBodySchema,
      response: { 200: staffMemberSchema, ...errorResponses(400, 409) },
    },
    handler: (request) =>
      staff.setOwnTakesBookings(getAuthUser(request), request.body.takesBookings),
  });
};
