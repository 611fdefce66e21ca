import type { IncomingMessage } from 'node:http';
import {
  avatarResponseSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  postalAddressSchema,
  postalCodeParamsSchema,
  profileSchema,
  shopContactListSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
} from '@navalha/core/contracts/account';
import { accountExportSchema } from '@navalha/core/contracts/account-export';
import { authSessionSchema } from '@navalha/core/contracts/auth';
import {
  changePasswordBodySchema,
  confirmationSentResponseSchema,
} from '@navalha/core/contracts/passwords';
import { apiErrorBodySchema } from '@navalha/core/contracts/error-body';
import { AVATAR_MAX_BYTES, avatarImageTypes } from '@navalha/core/domain/account/image-type';
import { profileMessages } from '@navalha/core/domain/account/profile-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError } from '../../errors/app-error.js';
import { getAuthUser } from '../auth/auth-user.js';
import { bearerAuth, errorResponses, routeAccess } from '../../plugins/route-access.js';
import { routeTable } from '../../route-table.js';
import { publicRouteTable } from '../../public-route-table.js';
import { clientInfo, issueSession, refreshTokenNote } from '../auth/session-reply.js';
import type { EmailConfirmations } from '../auth/email-confirmations.js';
import type { PasswordsService } from '../auth/passwords.service.js';
import type { AccountService } from './account.service.js';
import type { AvatarStore } from './avatar-store.js';
import type { PostalCodeLookup } from './postal-code-lookup.js';

export interface AccountRoutesOptions {
  service: AccountService;
  avatars: AvatarStore;
  postalCodes: PostalCodeLookup;
  passwords: PasswordsService;
  confirmations: EmailConfirmations;
  /** Per IP and minute on 'Alterar senha' and 'Reenviar e-mail', as on sign-in. */
  rateLimitPerMinute: number;
}

const tags = ['account'];
/** A photo's URL never changes its bytes (a new photo gets a new name). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Lookups call two outside services: a generous cap per IP keeps anyone from abusing them. */
const POSTAL_LOOKUPS_PER_MINUTE = 60;

const avatarTooLarge = () =>
  new AppError(413, 'VALIDATION_ERROR', profileMessages.avatarTooLarge, 'avatar');
const avatarType = () =>
  new AppError(415, 'VALIDATION_ERROR', profileMessages.avatarType, 'avatar');

/** The raw request body, refused as soon as it passes `limit` bytes. */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(avatarTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        request.removeAllListeners('data');
        request.resume();
        reject(avatarTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { service, avatars, postalCodes, passwords, confirmations } = options;
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: 60_000 };

  // Personal data: no cache may keep it.
  const noStore = { 'cache-control': 'no-store' };

  app.route({
    ...routeAccess(routeTable.getMyProfile),
    schema: {
      tags,
      summary: 'O perfil completo do usuário da sessão',
      security: bearerAuth,
      response: { 200: profileSchema, ...errorResponses() },
    },
    handler: async (request, reply) =>
      reply.headers(noStore).send(await service.getProfile(getAuthUser(request))),
  });

  app.route({
    ...routeAccess(routeTable.updateMyProfile),
    schema: {
      tags,
      summary: 'Atualiza o perfil (update_user_profile): todos os campos, exceto a foto',
      description:
        'Responde `{success, message}` e o perfil salvo. Um e-mail de outra conta responde 409 ' +
        'EMAIL_IN_USE; um e-mail novo deixa a conta não verificada.',
      security: bearerAuth,
      body: updateProfileBodySchema,
      response: { 200: updateProfileResponseSchema, ...errorResponses(400, 409) },
    },
    handler: async (request, reply) =>
      reply.headers(noStore).send(await service.updateProfile(getAuthUser(request), request.body)),
  });

  app.route({
    ...routeAccess(routeTable.deleteMyAccount),
    schema: {
      tags,
      summary: 'Exclui a conta do cliente (anonimiza os dados, cancela os próximos agendamentos)',
      description:
        'Corpo `{"confirmation": "EXCLUIR"}`. Agendamentos e pagamentos são mantidos, sem dados ' +
        'pessoais; todas as sessões são encerradas. Contas da equipe: 403.',
      security: bearerAuth,
      body: deleteAccountBodySchema,
      response: { 200: deleteAccountResponseSchema, ...errorResponses(400) },
    },
    handler: async (request, reply) =>
      reply.headers(noStore).send(await service.deleteAccount(getAuthUser(request))),
  });

  app.route({
    ...routeAccess(routeTable.exportMyData),
    schema: {
      tags,
      summary: 'Todos os dados do usuário, em um arquivo JSON (LGPD art. 18)',
      security: bearerAuth,
      response: { 200: accountExportSchema, ...errorResponses() },
    },
    handler: async (request, reply) => {
      const data = await service.exportData(getAuthUser(request));
      const day = data.exportedAt.toISOString().slice(0, 10);
      return reply
        .headers(noStore)
        .header('content-disposition', `attachment; filename="navalha-meus-dados-${day}.json"`)
        .send(data);
    },
  });

  app.route({
    ...routeAccess(routeTable.changeMyPassword),
    config: { rateLimit },
    schema: {
      tags,
      summary: 'Alterar senha: a atual e a nova; encerra as outras sessões',
      description:
        'Senha atual errada: 400 no campo `currentPassword`, nada muda. Ao trocar, todas as ' +
        'sessões da conta terminam (refresh e access tokens); a resposta é uma sessão nova para ' +
        'este aparelho, como /auth/login. Conta sem senha (só Google): 400 explicando como criar. ' +
        refreshTokenNote,
      security: bearerAuth,
      body: changePasswordBodySchema,
      response: { 200: authSessionSchema, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      const session = await passwords.changePassword(
        getAuthUser(request),
        request.body,
        clientInfo(request),
      );
      return reply.headers(noStore).send(issueSession(request, reply, session));
    },
  });

  app.route({
    ...routeAccess(routeTable.resendEmailConfirmation),
    config: { rateLimit },
    schema: {
      tags,
      summary: 'Reenvia o link de confirmação do e-mail da conta',
      description:
        'Já confirmado: 409. Sem SMTP: 503. Limitado por IP e por conta (3 a cada 15 minutos).',
      security: bearerAuth,
      response: { 200: confirmationSentResponseSchema, ...errorResponses(409, 429, 503) },
    },
    handler: (request) => confirmations.resend(getAuthUser(request)),
  });

  app.route({
    ...routeAccess(routeTable.removeMyAvatar),
    schema: {
      tags,
      summary: 'Remove a foto do perfil (volta o avatar com as iniciais)',
      security: bearerAuth,
      response: { 200: avatarResponseSchema, ...errorResponses() },
    },
    handler: (request) => service.removeAvatar(getAuthUser(request)),
  });

  // The photo arrives as the raw body; its own scope, so only it reads images (or anything).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...avatarImageTypes, 'application/octet-stream'],
      (request, payload, done) => {
        readBody(payload, AVATAR_MAX_BYTES).then(
          (body) => done(null, body),
          (error: Error) => done(error),
        );
      },
    );
    // Any other type (a GIF, a form) is answered with the photo's message, not a generic 415.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(avatarType()));

    scope.route({
      ...routeAccess(routeTable.uploadMyAvatar),
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        tags,
        summary: 'Envia a foto do perfil: JPEG, PNG ou WebP de até 2 MB, como corpo da requisição',
        description:
          'O tipo é lido dos bytes do arquivo, não do Content-Type. Metadados (EXIF, XMP) são ' +
          'removidos. A foto anterior é apagada.',
        security: bearerAuth,
        response: {
          200: avatarResponseSchema,
          ...errorResponses(),
          413: apiErrorBodySchema,
          415: apiErrorBodySchema,
        },
      },
      handler: async (request) => {
        if (!Buffer.isBuffer(request.body)) throw avatarType();
        return service.setAvatar(getAuthUser(request), request.body);
      },
    });
  });

  app.route({
    ...routeAccess(routeTable.lookupPostalCode),
    config: { rateLimit: { max: POSTAL_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
    schema: {
      tags,
      summary: 'O endereço de um CEP (ViaCEP, com a BrasilAPI de reserva)',
      description:
        '404 quando o CEP não existe; 503 quando nenhum dos serviços responde (o usuário ' +
        'preenche o endereço à mão).',
      security: bearerAuth,
      params: postalCodeParamsSchema,
      response: { 200: postalAddressSchema, ...errorResponses(400, 404, 429, 503) },
    },
    handler: (request) => postalCodes.lookup(request.params.cep),
  });

  app.route({
    method: publicRouteTable.avatarImage.method,
    url: publicRouteTable.avatarImage.url,
    schema: {
      tags,
      summary: 'A foto de um perfil, pelo nome aleatório que o perfil mostra',
      params: z.object({ id: z.string() }),
    },
    handler: async (request, reply) => {
      const avatar = await avatars.open(request.params.id);
      if (!avatar) throw AppError.notFound();
      return reply
        .type(avatar.type)
        .header('content-length', avatar.size)
        .header('cache-control', IMMUTABLE)
        .send(avatar.stream);
    },
  });

  app.route({
    method: publicRouteTable.shopContacts.method,
    url: publicRouteTable.shopContacts.url,
    schema: {
      tags,
      summary: 'Como falar com cada barbearia: telefone, WhatsApp e contato de privacidade',
      response: { 200: shopContactListSchema },
    },
    handler: async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await service.shopContacts()),
  });
};
