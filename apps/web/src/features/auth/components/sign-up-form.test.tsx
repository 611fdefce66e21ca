import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { client, readCookies, sessionFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const newClient = { ...client, name: 'Joana Prado', email: 'joana@exemplo.com.br' };

async function openSignUp() {
  const app = await renderApp('/signup');
  await screen.findByRole('heading', { name: 'Criar conta' });
  return app;
}

type App = Awaited<ReturnType<typeof openSignUp>>;

interface SignUpInput {
  name?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  phone?: string;
}

async function fill(app: App, input: SignUpInput = {}) {
  const {
    name = '  Joana Prado ',
    email = ' Joana@Exemplo.com.BR ',
    password = 'Segura@1',
    phone = '',
  } = input;
  const confirmPassword = input.confirmPassword ?? password;
  await app.user.type(screen.getByLabelText('Nome'), name);
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Senha'), password);
  await app.user.type(screen.getByLabelText('Confirmar senha'), confirmPassword);
  if (phone) await app.user.type(screen.getByLabelText('Telefone (opcional)'), phone);
  await app.user.click(
    screen.getByRole('checkbox', {
      name: 'Li e aceito os Termos de Uso e a Política de Privacidade',
    }),
  );
}

function submitButton() {
  return screen.getByRole('button', { name: 'Criar conta' });
}

describe('sign-up', () => {
  it('keeps "Criar conta" disabled until the terms are accepted', async () => {
    const app = await openSignUp();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Aceite os termos para criar sua conta.');

    await app.user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    expect(submitButton()).toBeEnabled();
  });

  it('links the terms and the privacy policy in a new tab', async () => {
    await openSignUp();
    for (const [name, href] of [
      ['Termos de Uso', '/terms'],
      ['Política de Privacidade', '/privacy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Já tem uma conta? Entrar' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('says "As senhas não coincidem" without calling the API', async () => {
    const api = stubApi({});
    const app = await openSignUp();
    await fill(app, { confirmPassword: 'Outra@123' });
    await app.user.click(submitButton());

    expect(screen.getByLabelText('Confirmar senha')).toHaveAccessibleDescription(
      'As senhas não coincidem',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('masks the phone as (##) #####-####', async () => {
    const app = await openSignUp();
    const phone = screen.getByLabelText('Telefone (opcional)');
    await app.user.type(phone, '11987654321999');
    expect(phone).toHaveValue('(11) 98765-4321');
  });

  it('creates a CLIENT account, signs in and goes to /', async () => {
    const api = stubApi({
      'POST /api/auth/check-email': () => json(200, { exists: false }),
      'POST /api/auth/register': () => json(201, sessionFor(newClient)),
    });
    const app = await openSignUp();
    await fill(app, { phone: '11987654321' });
    await app.user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Olá, Joana' })).toBeVisible();
    expect(app.location()).toBe('/');
    expect(await screen.findByText('Bem-vindo(a), Joana Prado!')).toBeVisible();
    expect(api.to('POST /api/auth/check-email')[0]?.body).toEqual({
      email: 'joana@exemplo.com.br',
    });
    expect(api.to('POST /api/auth/register')[0]?.body).toEqual({
      name: 'Joana Prado',
      email: 'joana@exemplo.com.br',
      password: 'Segura@1',
      phone: '(11) 98765-4321',
      role: 'CLIENT',
      provider: 'LOCAL',
    });
    expect(readCookies()).toMatchObject({ access_token: `token-${newClient.id}` });
    expect(readCookies()).not.toHaveProperty('remember_me');
  });

  it("sends 'Quero receber lembretes pelo WhatsApp', unchecked until ticked", async () => {
    const api = stubApi({
      'POST /api/auth/check-email': () => json(200, { exists: false }),
      'POST /api/auth/register': () => json(201, sessionFor(newClient)),
    });
    const app = await openSignUp();
    const box = screen.getByRole('checkbox', { name: 'Quero receber lembretes pelo WhatsApp' });
    expect(box).not.toBeChecked();
    await fill(app, { phone: '11987654321' });
    await app.user.click(box);
    await app.user.click(submitButton());

    await screen.findByRole('heading', { name: 'Olá, Joana' });
    expect(api.to('POST /api/auth/register')[0]?.body).toMatchObject({
      phone: '(11) 98765-4321',
      whatsappOptIn: true,
    });
  });

  it('asks for the phone when WhatsApp reminders are ticked without one', async () => {
    const api = stubApi({});
    const app = await openSignUp();
    await fill(app);
    await app.user.click(
      screen.getByRole('checkbox', { name: 'Quero receber lembretes pelo WhatsApp' }),
    );
    await app.user.click(submitButton());

    expect(screen.getByLabelText('Telefone (opcional)')).toHaveAccessibleDescription(
      'Informe seu celular para receber lembretes pelo WhatsApp',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('leaves an empty phone out of the request', async () => {
    const api = stubApi({
      'POST /api/auth/check-email': () => json(200, { exists: false }),
      'POST /api/auth/register': () => json(201, sessionFor(newClient)),
    });
    const app = await openSignUp();
    await fill(app);
    await app.user.click(submitButton());

    await screen.findByRole('heading', { name: 'Olá, Joana' });
    expect(api.to('POST /api/auth/register')[0]?.body).not.toHaveProperty('phone');
  });

  it('stops on an e-mail already in use, without registering', async () => {
    const api = stubApi({ 'POST /api/auth/check-email': () => json(200, { exists: true }) });
    const app = await openSignUp();
    await fill(app);
    await app.user.click(submitButton());

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Este email já está em uso')).toBeVisible();
    expect(email).toHaveAccessibleDescription('Este email já está em uso');
    expect(email).toHaveFocus();
    expect(api.to('POST /api/auth/register')).toHaveLength(0);
    expect(app.location()).toBe('/signup');
  });

  it.each([
    ['fails', () => apiError(500, 'INTERNAL_ERROR', 'Erro interno do servidor')],
    ['is not there (404)', () => json(404, { message: 'Not Found' })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('still registers when the e-mail check %s', async (_case, checkEmail) => {
    const api = stubApi({
      'POST /api/auth/check-email': checkEmail,
      'POST /api/auth/register': () => json(201, sessionFor(newClient)),
    });
    const app = await openSignUp();
    await fill(app);
    await app.user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Olá, Joana' })).toBeVisible();
    expect(api.to('POST /api/auth/register')).toHaveLength(1);
  });

  it('puts a server 400 on the field it names', async () => {
    stubApi({
      'POST /api/auth/check-email': () => json(200, { exists: false }),
      'POST /api/auth/register': () =>
        apiError(400, 'VALIDATION_ERROR', 'Telefone inválido para o Brasil', 'phone'),
    });
    const app = await openSignUp();
    await fill(app, { phone: '11987654321' });
    await app.user.click(submitButton());

    expect(await screen.findByText('Telefone inválido para o Brasil')).toBeVisible();
    expect(screen.getByLabelText('Telefone (opcional)')).toHaveAccessibleDescription(
      'Telefone inválido para o Brasil',
    );
  });

  it('finds the field in the message when the server names none', async () => {
    stubApi({
      'POST /api/auth/check-email': () => json(200, { exists: false }),
      'POST /api/auth/register': () => json(400, { message: 'A senha informada é muito comum' }),
    });
    const app = await openSignUp();
    await fill(app);
    await app.user.click(submitButton());

    expect(await screen.findByText('A senha informada é muito comum')).toBeVisible();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the e-mail conflict of a race on the field (409)', async () => {
    stubApi({
      'POST /api/auth/check-email': () => json(200, { exists: false }),
      'POST /api/auth/register': () =>
        apiError(409, 'EMAIL_IN_USE', 'Este email já está em uso', 'email'),
    });
    const app = await openSignUp();
    await fill(app);
    await app.user.click(submitButton());

    expect(await screen.findByText('Este email já está em uso')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a failure that belongs to no field in a toast', async () => {
    stubApi({
      'POST /api/auth/check-email': () => json(200, { exists: false }),
      'POST /api/auth/register': () => apiError(500, 'INTERNAL_ERROR', 'Falhou'),
    });
    const app = await openSignUp();
    await fill(app);
    await app.user.click(submitButton());

    expect(await screen.findByText('Erro interno do servidor')).toBeVisible();
    expect(app.location()).toBe('/signup');
  });
});
