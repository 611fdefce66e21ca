import {
  authSessionSchema,
  checkEmailBodySchema,
  checkEmailResponseSchema,
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  socialSignInBodySchema,
  userSchema,
} from '@navalha/core/contracts/auth';
import { apiErrorBodySchema } from '@navalha/core/contracts/error-body';
import {
  emailConfirmedResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  linkTokenBodySchema,
  resetLinkResponseSchema,
  resetPasswordBodySchema,
} from '@navalha/core/contracts/passwords';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { getAuthUser } from './auth-user.js';
import type { AuthService } from './auth.service.js';
import type { EmailConfirmations } from './email-confirmations.js';
import type { PasswordsService } from './passwords.service.js';
import {
  clientInfo,
  issueSession,
  presentedRefreshToken,
  REFRESH_COOKIE,
  refreshCookieOptions,
  refreshTokenNote,
} from './session-reply.js';

export interface AuthRoutesOptions {
  service: AuthService;
  passwords: PasswordsService;
  confirmations: EmailConfirmations;
  /** Per IP and route on login, register, check-email and refresh. */
  rateLimitPerMinute: number;
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { service, passwords, confirmations } = options;
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: 60_000 };

  // Answers carry tokens and personal data: no cache may keep them (RFC 6749 §5.1).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Cria uma conta de cliente e abre a sessão',
        description: refreshTokenNote,
        body: registerBodySchema,
        response: {
          201: authSessionSchema,
          400: apiErrorBodySchema,
          409: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The e-mail of a walk-in the desk registered: its owner claims it through a link.
      const session = await service
        .register(request.body, clientInfo(request))
        .catch(async (error: unknown) => {
          if (!(error instanceof AppError) || error.code !== 'EMAIL_IN_USE') throw error;
          throw (await passwords.walkInClaim(request.body.email)) ?? error;
        });
      return reply.status(201).send(issueSession(request, reply, session));
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Entra com e-mail e senha',
        description: refreshTokenNote,
        body: loginBodySchema,
        response: {
          200: authSessionSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = await service.login(request.body, clientInfo(request));
      return issueSession(request, reply, session);
    },
  );

  app.post(
    '/social',
    {
      config: { rateLimit },
      // Without GOOGLE_CLIENT_ID there is no social sign-in at all: 404 before anything else.
      onRequest: async () => {
        if (!service.socialSignInEnabled) throw AppError.notFound();
      },
      schema: {
        tags,
        summary: 'Entra com o Google (ID token do Google Identity Services)',
        description:
          'Verifica o ID token (assinatura, emissor, audiência, validade, email verificado) e ' +
          'abre a sessão da conta Google vinculada ou da conta com o email; no primeiro acesso ' +
          'cria um cliente sem senha. Responde como /auth/login. 404 sem GOOGLE_CLIENT_ID. ' +
          refreshTokenNote,
        body: socialSignInBodySchema,
        response: {
          200: authSessionSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          404: apiErrorBodySchema,
          429: apiErrorBodySchema,
          503: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = await service.socialSignIn(request.body, clientInfo(request));
      return issueSession(request, reply, session);
    },
  );

  app.post(
    '/refresh',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Troca o refresh token (corpo ou cookie) por um novo par de tokens',
        description: refreshTokenNote,
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema, 401: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        const tokens = await service.refresh(
          presentedRefreshToken(request, request.body?.refreshToken),
          clientInfo(request),
        );
        return issueSession(request, reply, tokens);
      } catch (error) {
        // A refused token is dead for good: stop the browser from sending it again.
        reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Encerra a sessão do refresh token (corpo ou cookie)',
        body: logoutBodySchema,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await service.logout(presentedRefreshToken(request, request.body?.refreshToken));
      reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions);
      return reply.status(204).send();
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'O usuário da sessão',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, 401: apiErrorBodySchema },
      },
    },
    async (request) => service.getCurrentUser(getAuthUser(request).userId),
  );

  app.post(
    '/password/forgot',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Esqueceu a senha: pede um link de redefinição por e-mail',
        description:
          'Responde igual para qualquer e-mail, exista a conta ou não: `delivery` diz se o link ' +
          'vai por e-mail (SMTP configurado) ou se a barbearia deve gerá-lo. Limitado por IP e ' +
          'por e-mail.',
        body: forgotPasswordBodySchema,
        response: {
          200: forgotPasswordResponseSchema,
          400: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request) => passwords.requestReset(request.body.email),
  );

  app.post(
    '/password/reset/check',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Diz se um link de redefinição ainda vale, e de qual conta',
        body: linkTokenBodySchema,
        response: {
          200: resetLinkResponseSchema,
          400: apiErrorBodySchema,
          410: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request) => passwords.checkResetLink(request.body.token),
  );

  app.post(
    '/password/reset',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Define a nova senha com um link de redefinição e abre a sessão',
        description:
          'O link vale uma vez, por 1 hora. Encerra todas as sessões da conta (refresh e access ' +
          'tokens) e responde como /auth/login. ' +
          refreshTokenNote,
        body: resetPasswordBodySchema,
        response: {
          200: authSessionSchema,
          400: apiErrorBodySchema,
          410: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = await passwords.resetPassword(request.body, clientInfo(request));
      return issueSession(request, reply, session);
    },
  );

  app.post(
    '/email/confirm',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Confirma o e-mail da conta com o link enviado a ele',
        body: linkTokenBodySchema,
        response: {
          200: emailConfirmedResponseSchema,
          400: apiErrorBodySchema,
          410: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request) => confirmations.confirm(request.body.token),
  );

  app.post(
    '/check-email',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Diz se já existe uma conta com o e-mail',
        body: checkEmailBodySchema,
        response: {
          200: checkEmailResponseSchema,
          400: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request) => service.checkEmail(request.body.email),
  );
};
