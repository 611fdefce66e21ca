import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { connectApiClientToSession } from '../features/auth/connect-api-client';
import { sessionStore } from '../features/auth/session-store';
import { apiError, hangUntilAborted, json, stubApi } from '../test/api-stub';
import { client, readCookies, sessionFor } from '../test/fixtures';
import { apiRequest, API_TIMEOUT_MS, SESSION_EXPIRED_REDIRECT_MS } from './api-client';
import { ApiError } from './api-error';
import { ToastHost } from './toast-host';

const itemSchema = z.object({ id: z.string() });

function getItem(options: { silent?: boolean } = {}) {
  return apiRequest('/items/1', { schema: itemSchema, ...options });
}

/** The request's failure, for assertions. */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

let goToSignIn: ReturnType<typeof vi.fn<() => void>>;
let disconnect: () => void;

beforeEach(() => {
  render(<ToastHost />);
  sessionStore.signIn(sessionFor(client, 'old-token'), false);
  goToSignIn = vi.fn<() => void>();
  disconnect = connectApiClientToSession(goToSignIn);
});

afterEach(() => disconnect());

describe('apiRequest', () => {
  it('sends the bearer token from the cookie, X-Requested-With and credentials', async () => {
    const api = stubApi({ 'POST /api/items/1': () => json(200, { id: '1' }) });

    await expect(
      apiRequest('/items/1', { method: 'POST', body: { a: 1 }, schema: itemSchema }),
    ).resolves.toEqual({ id: '1' });

    const [request] = api.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer old-token');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.credentials).toBe('include');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('sends a Blob as it is, with its own type (a profile photo)', async () => {
    let sent: BodyInit | null | undefined;
    const api = stubApi({
      'POST /api/items/1': (_request, init) => {
        sent = init.body;
        return json(200, { id: '1' });
      },
    });
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

    await apiRequest('/items/1', { method: 'POST', body: photo, schema: itemSchema });

    expect(api.requests[0]?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(sent).toBe(photo);
  });

  it('sends no token when the call is not authenticated', async () => {
    const api = stubApi({ 'GET /api/items/1': () => json(200, { id: '1' }) });
    await apiRequest('/items/1', { schema: itemSchema, auth: false });
    expect(api.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    let calls = 0;
    const api = stubApi({
      'GET /api/items/1': (request) => {
        calls += 1;
        return request.headers.get('Authorization') === 'Bearer new-token'
          ? json(200, { id: '1' })
          : apiError(401, 'UNAUTHENTICATED', 'Sessão expirada. Faça login novamente.');
      },
      'POST /api/auth/refresh': () => json(200, { accessToken: 'new-token' }),
    });

    await expect(getItem()).resolves.toEqual({ id: '1' });

    expect(calls).toBe(2);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(api.to('POST /api/auth/refresh')[0]?.credentials).toBe('include');
    expect(readCookies().access_token).toBe('new-token');
    expect(sessionStore.getState().status).toBe('signedIn');
  });

  it('shares one refresh between calls that fail together', async () => {
    const api = stubApi({
      'GET /api/items/1': (request) =>
        request.headers.get('Authorization') === 'Bearer new-token'
          ? json(200, { id: '1' })
          : apiError(401, 'UNAUTHENTICATED', 'Sessão expirada.'),
      'POST /api/auth/refresh': () => json(200, { accessToken: 'new-token' }),
    });

    await Promise.all([getItem(), getItem(), getItem()]);

    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('ends the session when the refresh is refused, and goes to /signin 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      'GET /api/items/1': () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada.'),
      'POST /api/auth/refresh': () =>
        apiError(401, 'INVALID_REFRESH_TOKEN', 'Sessão expirada. Faça login novamente.'),
    });

    const error = await failureOf(getItem());

    expect(error.status).toBe(401);
    expect(readCookies()).not.toHaveProperty('access_token');
    expect(readCookies()).not.toHaveProperty('user_data');
    expect(goToSignIn).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS - 100));
    expect(goToSignIn).not.toHaveBeenCalled();
    // Said while the redirect waits. (Checked here: sonner arrives with the first toast, and the
    // wait for it would advance these fake timers with the real clock.)
    expect(await screen.findByText('Sessão expirada. Redirecionando para login...')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(goToSignIn).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toEqual({ status: 'signedOut', endedBy: 'expired' });
  });

  it('does not refresh for a call that carried no token', async () => {
    sessionStore.clear('signOut');
    const api = stubApi({ 'GET /api/items/1': () => apiError(401, 'UNAUTHENTICATED', 'Não.') });
    await failureOf(getItem());
    expect(api.to('POST /api/auth/refresh')).toHaveLength(0);
  });
});

describe('global error toasts', () => {
  it.each([
    [404, 'NOT_FOUND', 'Agendamento não encontrado', 'Recurso não encontrado'],
    [403, 'FORBIDDEN', 'Proibido', 'Acesso negado'],
    [500, 'INTERNAL_ERROR', 'Falhou', 'Erro interno do servidor'],
    [
      429,
      'RATE_LIMITED',
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    ],
    [409, 'SLOT_UNAVAILABLE', 'Horário indisponível.', 'Horário indisponível.'],
  ])('answers %i with %j by showing %j', async (status, code, message, toastText) => {
    stubApi({ 'GET /api/items/1': () => apiError(status, code, message) });
    const error = await failureOf(getItem());
    expect(error).toMatchObject({ status, code });
    expect(await screen.findByText(toastText)).toBeVisible();
  });

  it('falls back to the error text, then to "Erro na requisição"', async () => {
    stubApi({ 'GET /api/items/1': () => json(502, { error: 'Bad Gateway' }) });
    await failureOf(getItem());
    expect(await screen.findByText('Bad Gateway')).toBeVisible();

    stubApi({ 'GET /api/items/1': () => new Response('', { status: 400 }) });
    await failureOf(getItem());
    expect(await screen.findByText('Erro na requisição')).toBeVisible();
  });

  it('says the connection failed when no answer arrives', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(getItem());
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(await screen.findByText('Erro de conexão. Verifique sua internet.')).toBeVisible();
  });

  it('gives up after 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'GET /api/items/1': hangUntilAborted });
    const pending = failureOf(getItem());
    await act(() => vi.advanceTimersByTimeAsync(API_TIMEOUT_MS));
    expect(await pending).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(await screen.findByText('A requisição demorou demais. Tente novamente.')).toBeVisible();
  });

  it('rejects an answer that does not match the schema', async () => {
    stubApi({ 'GET /api/items/1': () => json(200, { name: 'sem id' }) });
    expect(await failureOf(getItem())).toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
    expect(await screen.findByText('Erro na requisição')).toBeVisible();
  });

  it('stays quiet for a silent call and for 401', async () => {
    stubApi({ 'GET /api/items/1': () => apiError(500, 'INTERNAL_ERROR', 'Falhou') });
    await failureOf(getItem({ silent: true }));

    sessionStore.clear('signOut');
    stubApi({ 'GET /api/items/1': () => apiError(401, 'UNAUTHENTICATED', 'Não autenticado') });
    await failureOf(getItem());

    // A toast that should show does show within this wait (see the tests above).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Erro interno do servidor')).not.toBeInTheDocument();
    expect(screen.queryByText('Não autenticado')).not.toBeInTheDocument();
  });
});

describe('a schema imported with the request (decision 044)', () => {
  it('imports it while the request travels and parses the answer with it', async () => {
    let imported = false;
    stubApi({
      'GET /api/items/1': () => {
        expect(imported).toBe(true);
        return json(200, { id: '1', extra: 'dropped' });
      },
    });
    const lazy = async () => {
      imported = true;
      return itemSchema;
    };
    await expect(apiRequest('/items/1', { schema: lazy })).resolves.toEqual({ id: '1' });

    stubApi({ 'GET /api/items/1': () => json(200, { name: 'sem id' }) });
    const error = await failureOf(apiRequest('/items/1', { schema: lazy, silent: true }));
    expect(error).toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
  });

  it('answers a connection error when the schema cannot be imported (offline)', async () => {
    stubApi({ 'GET /api/items/1': () => json(200, { id: '1' }) });
    const unreachable = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await failureOf(apiRequest('/items/1', { schema: unreachable }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(await screen.findByText('Erro de conexão. Verifique sua internet.')).toBeVisible();
  });
});
