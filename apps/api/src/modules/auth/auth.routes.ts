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
import { apiErrorBodySchema } from '@navalha/core/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { getAuthUser } from '../../plugins/auth.js';
import type { AuthService, ClientInfo } from './auth.service.js';
import { REFRESH_TOKEN_TTL_SECONDS } from './tokens.js';

export const REFRESH_COOKIE = 'refresh_token';

/** Only the refresh and logout routes ever need it, so the browser sends it nowhere else. */
const refreshCookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/api/auth',
} as const;

export interface AuthRoutesOptions {
  service: AuthService;
  /** Per IP and route on login, register, check-email and refresh. */
  rateLimitPerMinute: number;
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { service } = options;
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
      const session = await service.register(request.body, clientInfo(request));
      setRefreshCookie(reply, session.refreshToken);
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Entra com e-mail e senha',
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
      setRefreshCookie(reply, session.refreshToken);
      return session;
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
          'cria um cliente sem senha. Responde como /auth/login. 404 sem GOOGLE_CLIENT_ID.',
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
      setRefreshCookie(reply, session.refreshToken);
      return session;
    },
  );

  app.post(
    '/refresh',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Troca o refresh token (corpo ou cookie) por um novo par de tokens',
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
        setRefreshCookie(reply, tokens.refreshToken);
        return tokens;
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

/**
 * Fastify validates a request without a body as `null`, which `.optional()` refuses; the token
 * may well come in the cookie alone.
 */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/** The body wins over the cookie: a non-browser client says explicitly which token it means. */
function presentedRefreshToken(
  request: FastifyRequest,
  fromBody: string | undefined,
): string | undefined {
  return fromBody ?? request.cookies[REFRESH_COOKIE];
}

export function setRefreshCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...refreshCookieOptions,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}
