import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { admin, barber, client, readCookies, sessionFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

async function openSignIn(path = '/signin') {
  const app = await renderApp(path);
  await screen.findByRole('heading', { name: 'Entrar' });
  return app;
}

async function submit(
  app: Awaited<ReturnType<typeof openSignIn>>,
  email: string,
  password: string,
) {
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Senha'), password);
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('sign-in', () => {
  it('shows the spec messages under the fields on an empty submit, without calling the API', async () => {
    const api = stubApi({});
    const app = await openSignIn();

    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Senha');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Campo obrigatório');
    expect(password).toHaveAccessibleDescription('Campo obrigatório');
    expect(email).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('checks the password rules of spec §5, and clears the error once fixed', async () => {
    stubApi({});
    const app = await openSignIn();
    await submit(app, 'ana@', 'abc');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email inválido');
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAccessibleDescription('A senha deve ter no mínimo 5 caracteres');

    await app.user.type(password, 'de');
    expect(password).toHaveAccessibleDescription(
      'A senha deve conter pelo menos 1 caractere especial, 1 letra maiúscula, 1 letra minúscula e 1 número',
    );
    await app.user.clear(password);
    await app.user.type(password, 'Cliente@123');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).not.toHaveAccessibleDescription();
  });

  it.each([
    { path: '/signin', user: client, home: '/', heading: 'Olá, Ana' },
    { path: '/login', user: barber, home: '/barber', heading: 'Área do barbeiro' },
    { path: '/signin', user: admin, home: '/admin', heading: 'Painel da barbearia' },
  ])('on $path signs a $user.role in and goes to $home', async ({ path, user, home, heading }) => {
    const api = stubApi({ 'POST /api/auth/login': () => json(200, sessionFor(user)) });
    const app = await openSignIn(path);

    await submit(app, `  ${user.email.toUpperCase()} `, 'Senha@123');

    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(app.location()).toBe(home);
    expect(await screen.findByText(`Bem-vindo(a), ${user.name}!`)).toBeVisible();
    expect(api.to('POST /api/auth/login')[0]?.body).toEqual({
      email: user.email,
      password: 'Senha@123',
      rememberMe: false,
    });
    expect(readCookies()).toMatchObject({ access_token: `token-${user.id}` });
    expect(JSON.parse(readCookies().user_data ?? '')).toEqual(user);
  });

  it('says "Entrando..." and blocks a second submit while waiting', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi({
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const app = await openSignIn();
    await submit(app, client.email, 'Cliente@123');

    const button = await screen.findByRole('button', { name: 'Entrando...' });
    expect(button).toBeDisabled();
    await app.user.click(button);
    expect(api.to('POST /api/auth/login')).toHaveLength(1);

    answer(json(200, sessionFor(client)));
    expect(await screen.findByRole('heading', { name: 'Olá, Ana' })).toBeVisible();
  });

  it('shows "Email ou senha incorretos" above the button and in a toast on 401', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        apiError(401, 'INVALID_CREDENTIALS', 'Email ou senha incorretos'),
    });
    const app = await openSignIn();
    await submit(app, client.email, 'Errada@123');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email ou senha incorretos');
    expect(await screen.findAllByText('Email ou senha incorretos')).toHaveLength(2);
    expect(app.location()).toBe('/signin');
    expect(readCookies()).toEqual({});

    // Editing a field makes the general error stale.
    await app.user.type(screen.getByLabelText('Senha'), '4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a server error that names a field on that field', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        apiError(400, 'VALIDATION_ERROR', 'Este email não é aceito', 'email'),
    });
    const app = await openSignIn();
    await submit(app, client.email, 'Cliente@123');

    expect(await screen.findByText('Este email não é aceito')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Este email não é aceito');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other failures as a general error and a toast', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        apiError(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde um minuto e tente novamente.'),
    });
    const app = await openSignIn();
    await submit(app, client.email, 'Cliente@123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas.');
  });

  it('keeps the session for 30 days with "Lembrar de mim"', async () => {
    const api = stubApi({ 'POST /api/auth/login': () => json(200, sessionFor(client)) });
    const app = await openSignIn();
    await app.user.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
    await submit(app, client.email, 'Cliente@123');

    await screen.findByRole('heading', { name: 'Olá, Ana' });
    expect(api.to('POST /api/auth/login')[0]?.body).toMatchObject({ rememberMe: true });
    expect(readCookies()).toMatchObject({ remember_me: '1' });
  });

  it('shows and hides the password', async () => {
    const app = await openSignIn();
    const password = screen.getByLabelText('Senha');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await app.user.click(toggle);

    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("opens 'Esqueceu a senha?', and offers sign-up", async () => {
    const app = await openSignIn();
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/signup');
    await app.user.click(screen.getByRole('link', { name: 'Esqueceu a senha?' }));
    expect(await screen.findByRole('heading', { name: 'Esqueceu a senha?' })).toBeVisible();
    expect(app.location()).toBe('/esqueci-senha');
  });

  it('has the social buttons, disabled', async () => {
    await openSignIn();
    const social = screen.getByRole('region', { name: 'ou continue com' });
    for (const name of ['Entrar com Facebook', 'Entrar com Google', 'Entrar com Apple']) {
      expect(within(social).getByRole('button', { name })).toBeDisabled();
    }
  });
});
