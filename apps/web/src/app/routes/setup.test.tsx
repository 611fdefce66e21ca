import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const TOKEN = 'setup-token-from-the-log';

const empty = { owner: null, shop: null, hours: null, services: null, team: null };

const owner = {
  name: 'Joana Navalha',
  email: 'joana@barbearia.com.br',
  phone: '(11) 98765-4321',
  passwordSet: true,
};
const shop = {
  name: 'Barbearia da Joana',
  postalCode: '01304-001',
  street: 'Rua Augusta',
  houseNumber: '1200',
  complement: null,
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  phone: null,
  whatsapp: null,
  timeZone: 'America/Sao_Paulo',
  pixKey: null,
  pixMerchantName: null,
  pixMerchantCity: null,
};
const hours = { workingHours: [{ dayOfWeek: 1, startTime: '09:00', endTime: '19:00' }] };
const services = { services: [{ name: 'Corte', price: 45, durationMinutes: 30 }] };
const team = {
  takesBookings: true,
  invitations: [{ name: 'Rafael Souza', email: 'rafael@exemplo.com.br', phone: null }],
};

const user = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Joana Navalha',
  email: 'joana@barbearia.com.br',
  role: 'OWNER',
  phone: '(11) 98765-4321',
  avatarUrl: null,
  isVerified: false,
};

afterEach(() => {
  sessionStorage.clear();
});

describe('/setup', () => {
  it('starts at step 1 and checks it with the sign-up rules before saving anything', async () => {
    const api = stubApi({ 'GET /api/setup/progress': () => json(200, empty) });
    const { user: person } = await renderApp(`/setup?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Sua conta de dono' })).toBeVisible();
    expect(api.to('GET /api/setup/progress')[0]?.headers.get('X-Setup-Token')).toBe(TOKEN);
    expect(sessionStorage.getItem('navalha.setupToken')).toBe(TOKEN);
    expect(localStorage.getItem('navalha.setupToken')).toBeNull();

    await person.type(screen.getByLabelText('Seu nome'), 'Joana');
    await person.type(screen.getByLabelText('E-mail'), 'joana@');
    await person.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Email inválido')).toBeVisible();
    expect(screen.getByText('Telefone é obrigatório')).toBeVisible();
    expect(screen.getByText('Senha é obrigatória')).toBeVisible();
    expect(api.to('PUT /api/setup/owner')).toHaveLength(0);
  });

  it('resumes after a reload at the first step not saved, with the password shown as set', async () => {
    sessionStorage.setItem('navalha.setupToken', TOKEN);
    const api = stubApi({
      'GET /api/setup/progress': () => json(200, { ...empty, owner }),
      'PUT /api/setup/owner': () => json(200, { saved: true }),
    });
    const { user: person } = await renderApp('/setup');

    expect(await screen.findByRole('heading', { name: 'Sua barbearia' })).toBeVisible();
    await person.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByLabelText('Seu nome')).toHaveValue('Joana Navalha');
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(screen.getByText('Senha já definida. Deixe em branco para mantê-la.')).toBeVisible();
    await person.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(api.to('PUT /api/setup/owner')).toHaveLength(1));
    // The password left empty is not sent: the server keeps the one set.
    expect(api.to('PUT /api/setup/owner')[0]?.body).toEqual({
      name: 'Joana Navalha',
      email: 'joana@barbearia.com.br',
      phone: '(11) 98765-4321',
    });
  });

  it('shows the server’s message next to its field', async () => {
    stubApi({
      'GET /api/setup/progress': () => json(200, { ...empty, owner }),
      'GET /api/setup/postal-codes/01304001': () =>
        apiError(503, 'SERVICE_UNAVAILABLE', 'Serviço temporariamente indisponível.'),
      'PUT /api/setup/shop': () =>
        apiError(
          400,
          'VALIDATION_ERROR',
          'Chave PIX inválida: use CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória',
          'pixKey',
        ),
    });
    const { user: person } = await renderApp(`/setup?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Sua barbearia' });
    await person.type(screen.getByLabelText('Nome da barbearia'), shop.name);
    await person.type(screen.getByLabelText('Rua'), shop.street);
    await person.type(screen.getByLabelText('Número'), shop.houseNumber);
    await person.type(screen.getByLabelText('Bairro'), shop.neighborhood);
    await person.type(screen.getByLabelText('Cidade'), shop.city);
    await person.type(screen.getByLabelText('UF'), 'SP');
    // No CEP service answers: the address stays typed by hand.
    await person.type(screen.getByLabelText('CEP'), '01304001');
    expect(
      await screen.findByText(
        'Não foi possível buscar o endereço deste CEP agora. Preencha o endereço manualmente.',
      ),
    ).toBeVisible();
    await person.type(screen.getByLabelText('Chave PIX'), 'abc');
    await person.type(screen.getByLabelText('Nome do recebedor'), 'Joana');
    await person.type(screen.getByLabelText('Cidade do recebedor'), 'Sao Paulo');
    await person.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Chave PIX inválida: use CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória',
      ),
    ).toBeVisible();
  });

  it('completes, signs the owner in, invites the barbers and lands on /admin', async () => {
    const api = stubApi({
      'GET /api/setup/progress': () => json(200, { owner, shop, hours, services, team }),
      'PUT /api/setup/team': () => json(200, { saved: true }),
      'POST /api/setup/complete': () =>
        json(201, {
          accessToken: 'access-token',
          refreshToken: 'refresh-token',
          user,
          barbershop: { id: '00000000-0000-4000-8000-000000000001', name: shop.name },
          invitations: team.invitations,
        }),
      'POST /api/admin/invitations': () => json(201, { url: 'http://localhost/convite?token=abc' }),
    });
    const { user: person, location } = await renderApp(`/setup?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Sua equipe' })).toBeVisible();
    expect(screen.getByLabelText('Eu também atendo')).toBeChecked();
    expect(screen.getByLabelText('E-mail do barbeiro 1')).toHaveValue('rafael@exemplo.com.br');
    await person.click(screen.getByRole('button', { name: 'Concluir configuração' }));

    await waitFor(() => expect(location()).toBe('/admin'));
    expect(api.to('POST /api/setup/complete')[0]?.headers.get('X-Setup-Token')).toBe(TOKEN);
    expect(api.to('POST /api/admin/invitations')[0]?.body).toEqual({
      name: 'Rafael Souza',
      email: 'rafael@exemplo.com.br',
      phone: null,
      role: 'BARBER',
    });
    expect(api.to('POST /api/admin/invitations')[0]?.headers.get('Authorization')).toBe(
      'Bearer access-token',
    );
    expect(sessionStorage.getItem('navalha.setupToken')).toBeNull();
  });

  it('says so when setup is already done, with a way to sign in', async () => {
    stubApi({
      'GET /api/setup/progress': () =>
        apiError(410, 'SETUP_DONE', 'A configuração já foi concluída. Entre com a sua conta.'),
    });
    await renderApp(`/setup?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'A configuração já foi concluída' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/signin');
  });

  it('explains a dead link', async () => {
    stubApi({
      'GET /api/setup/progress': () =>
        apiError(401, 'SETUP_TOKEN_INVALID', 'Link de configuração inválido ou expirado.'),
    });
    await renderApp(`/setup?token=old`);
    expect(
      await screen.findByRole('heading', { name: 'Link de configuração inválido' }),
    ).toBeVisible();
  });
});
