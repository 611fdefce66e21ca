import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { barber, client, readCookies, sessionFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type {
  CredentialResponse,
  GoogleAccountsId,
  PromptMomentNotification,
} from '../google/google-identity-services';
import { GSI_CLIENT_URL } from '../google/google-identity-services';

const CLIENT_ID = '1234567890-navalha.apps.googleusercontent.com';
const FAILURE = 'Erro ao fazer login com Google. Tente novamente.';
/** The first visit to a home page imports its whole chunk graph: slow on a busy machine. */
const LANDING = { timeout: 5_000 };

function enableGoogleSignIn(clientId = CLIENT_ID) {
  const meta = document.createElement('meta');
  meta.name = 'google-client-id';
  meta.content = clientId;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="google-client-id"], script').forEach((node) => {
    node.remove();
  });
});

type Answer =
  | { credential: string | null }
  | { moment: 'skipped' | 'notDisplayed' | 'dismissed'; buttonCredential?: string };

/**
 * Google Identity Services as the page sees it: `google.accounts.id`. Its prompt answers as
 * told; its own button (renderButton) answers `buttonCredential` when clicked.
 */
function fakeGoogle(answer: Answer) {
  let callback: ((response: CredentialResponse) => void) | null = null;
  const notification = (moment: string): PromptMomentNotification => ({
    isNotDisplayed: () => moment === 'notDisplayed',
    isSkippedMoment: () => moment === 'skipped',
    isDismissedMoment: () => moment === 'dismissed',
    getDismissedReason: () => (moment === 'dismissed' ? 'cancel_called' : 'credential_returned'),
  });
  const id: GoogleAccountsId = {
    initialize: vi.fn((config: { callback: (response: CredentialResponse) => void }) => {
      callback = config.callback;
    }),
    prompt: vi.fn((listener?: (notification: PromptMomentNotification) => void) => {
      queueMicrotask(() => {
        if ('credential' in answer) {
          listener?.(notification('displayed'));
          callback?.(answer.credential === null ? {} : { credential: answer.credential });
          listener?.(notification('dismissed-with-credential'));
        } else if ('moment' in answer) {
          listener?.(notification(answer.moment));
        }
      });
    }),
    renderButton: vi.fn((parent: HTMLElement) => {
      const button = document.createElement('button');
      button.textContent = 'Continuar com o Google';
      button.addEventListener('click', () => {
        if ('buttonCredential' in answer) callback?.({ credential: answer.buttonCredential });
      });
      parent.append(button);
    }),
    cancel: vi.fn(),
  };
  return { google: { accounts: { id } }, id };
}

async function openSignIn() {
  const app = await renderApp('/signin');
  await screen.findByRole('heading', { name: 'Entrar' });
  // Turned on, the Google button arrives in a chunk of its own, disabled until then.
  if (document.querySelector('meta[name="google-client-id"]')) {
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Entrar com Google' })).toBeEnabled(),
    );
  }
  return app;
}

function socialRegion() {
  return screen.getByRole('region', { name: 'ou continue com' });
}

describe('Google sign-in', () => {
  it('stays disabled, as the spec shows it, while the server has no client id', async () => {
    await openSignIn();
    for (const name of ['Entrar com Facebook', 'Entrar com Google', 'Entrar com Apple']) {
      expect(within(socialRegion()).getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByText('O acesso com redes sociais ainda não está disponível.')).toBeVisible();
  });

  it('signs a client in with the ID token Google gives, like the e-mail sign-in', async () => {
    enableGoogleSignIn();
    const google = fakeGoogle({ credential: 'google-id-token' });
    vi.stubGlobal('google', google.google);
    const api = stubApi({ 'POST /api/auth/social': () => json(200, sessionFor(client)) });
    const app = await openSignIn();

    const button = within(socialRegion()).getByRole('button', { name: 'Entrar com Google' });
    expect(button).toBeEnabled();
    expect(
      within(socialRegion()).getByRole('button', { name: 'Entrar com Facebook' }),
    ).toBeDisabled();
    expect(within(socialRegion()).getByRole('button', { name: 'Entrar com Apple' })).toBeDisabled();
    expect(
      screen.getByText('O acesso com Facebook e Apple ainda não está disponível.'),
    ).toBeVisible();

    await app.user.click(button);

    expect(await screen.findByRole('heading', { name: 'Olá, Ana' }, LANDING)).toBeVisible();
    expect(app.location()).toBe('/');
    expect(await screen.findByText(`Bem-vindo(a), ${client.name}!`)).toBeVisible();
    expect(google.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: CLIENT_ID, auto_select: false }),
    );
    expect(api.to('POST /api/auth/social').map((request) => request.body)).toEqual([
      { provider: 'google', credential: 'google-id-token' },
    ]);
    expect(readCookies()).toMatchObject({ access_token: `token-${client.id}` });
    expect(readCookies().remember_me).toBeUndefined();
  });

  it('lands a barber on /barber and keeps "Lembrar de mim"', async () => {
    enableGoogleSignIn();
    vi.stubGlobal('google', fakeGoogle({ credential: 'barber-token' }).google);
    stubApi({ 'POST /api/auth/social': () => json(200, sessionFor(barber)) });
    const app = await openSignIn();

    await app.user.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
    await app.user.click(screen.getByRole('button', { name: 'Entrar com Google' }));

    expect(await screen.findByRole('heading', { name: 'Área do barbeiro' }, LANDING)).toBeVisible();
    expect(app.location()).toBe('/barber');
    expect(readCookies()).toMatchObject({ remember_me: '1' });
  });

  it('says so when the server refuses the token, and lets the user try again', async () => {
    enableGoogleSignIn();
    vi.stubGlobal('google', fakeGoogle({ credential: 'refused-token' }).google);
    const api = stubApi({
      'POST /api/auth/social': () =>
        apiError(401, 'SOCIAL_SIGN_IN_FAILED', 'Erro ao fazer login com Google. Tente novamente.'),
    });
    const app = await openSignIn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await app.user.click(screen.getByRole('button', { name: 'Entrar com Google' }));

    expect(await screen.findByText(FAILURE)).toBeVisible();
    expect(app.location()).toBe('/signin');
    expect(readCookies()).toEqual({});
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Entrar com Google' })).toBeEnabled(),
    );
    await app.user.click(screen.getByRole('button', { name: 'Entrar com Google' }));
    await waitFor(() => expect(api.to('POST /api/auth/social')).toHaveLength(2));
  });

  it.each(['skipped', 'notDisplayed', 'dismissed'] as const)(
    'offers Google’s own button when its chooser is %s, and signs in from it',
    async (moment) => {
      enableGoogleSignIn();
      const google = fakeGoogle({ moment, buttonCredential: 'token-from-google-button' });
      vi.stubGlobal('google', google.google);
      const api = stubApi({ 'POST /api/auth/social': () => json(200, sessionFor(client)) });
      const app = await openSignIn();

      await app.user.click(screen.getByRole('button', { name: 'Entrar com Google' }));

      const googleOwn = await screen.findByRole('button', { name: 'Continuar com o Google' });
      expect(google.id.renderButton).toHaveBeenCalledWith(
        screen.getByTestId('google-own-button'),
        expect.objectContaining({ locale: 'pt-BR', text: 'continue_with' }),
      );
      expect(screen.getByRole('button', { name: 'Entrar com Google' })).toBeEnabled();
      expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
      expect(api.requests).toHaveLength(0);

      await app.user.click(googleOwn);

      expect(await screen.findByRole('heading', { name: 'Olá, Ana' }, LANDING)).toBeVisible();
      expect(api.to('POST /api/auth/social')[0]?.body).toEqual({
        provider: 'google',
        credential: 'token-from-google-button',
      });
    },
  );

  it('says so, without calling the server, when Google answers without a token', async () => {
    enableGoogleSignIn();
    vi.stubGlobal('google', fakeGoogle({ credential: null }).google);
    const api = stubApi({});
    const app = await openSignIn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await app.user.click(screen.getByRole('button', { name: 'Entrar com Google' }));

    expect(await screen.findByText(FAILURE)).toBeVisible();
    expect(api.requests).toHaveLength(0);
    expect(app.location()).toBe('/signin');
  });

  it('loads Google Identity Services only on the first click', async () => {
    enableGoogleSignIn();
    const google = fakeGoogle({ credential: 'token-after-load' });
    stubApi({ 'POST /api/auth/social': () => json(200, sessionFor(client)) });
    const app = await openSignIn();
    expect(document.querySelector(`script[src="${GSI_CLIENT_URL}"]`)).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Entrar com Google' }));
    const script = await waitFor(() => {
      const added = document.querySelector<HTMLScriptElement>(`script[src="${GSI_CLIENT_URL}"]`);
      expect(added).not.toBeNull();
      return added as HTMLScriptElement;
    });
    expect(script.async).toBe(true);
    expect(screen.getByRole('button', { name: 'Entrar com Google' })).toBeDisabled();

    vi.stubGlobal('google', google.google);
    script.dispatchEvent(new Event('load'));

    expect(await screen.findByRole('heading', { name: 'Olá, Ana' }, LANDING)).toBeVisible();
  });

  it('says so when Google Identity Services cannot be loaded, and tries again next time', async () => {
    enableGoogleSignIn();
    stubApi({});
    const app = await openSignIn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const findScript = () =>
      waitFor(() => {
        const added = document.querySelector<HTMLScriptElement>(`script[src="${GSI_CLIENT_URL}"]`);
        expect(added).not.toBeNull();
        return added as HTMLScriptElement;
      });

    await app.user.click(screen.getByRole('button', { name: 'Entrar com Google' }));
    (await findScript()).dispatchEvent(new Event('error'));

    expect(await screen.findByText(FAILURE)).toBeVisible();
    expect(document.querySelector(`script[src="${GSI_CLIENT_URL}"]`)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Entrar com Google' })).toBeEnabled(),
    );
    await app.user.click(screen.getByRole('button', { name: 'Entrar com Google' }));
    expect(await findScript()).toBeInstanceOf(HTMLScriptElement);
  });
});
