import type { Profile } from '@navalha/core/contracts/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import type { RecordedRequest } from '../../test/api-stub';
import { client, readCookies, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const emptyProfile: Profile = {
  ...client,
  hasPassword: true,
  emailDelivery: false,
  birthDate: null,
  postalCode: null,
  street: null,
  houseNumber: null,
  complement: null,
  neighborhood: null,
  city: null,
  state: null,
  country: null,
  biography: null,
};

const fullProfile: Profile = {
  ...emptyProfile,
  phone: '(11) 98765-4321',
  birthDate: '1990-09-07',
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  houseNumber: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
};

const paulista = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
};

/** Leaving for /account commits once that page's chunk has loaded: slow on a busy machine. */
const ACCOUNT_PAGE_LOAD_MS = 5_000;

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

async function openProfile(profile: Profile, handlers: Parameters<typeof stubApi>[0] = {}) {
  storeSessionCookies(client);
  const api = stubApi({
    'GET /api/users/me': () => json(200, profile),
    'GET /api/auth/me': () => json(200, client),
    ...handlers,
  });
  const app = await renderApp('/account/profile');
  await screen.findByRole('heading', { name: 'Minha conta' });
  await screen.findByLabelText('Nome', { selector: 'input' });
  return { app, api };
}

describe('/account/profile', () => {
  it('shows what the server holds, the date as dd/mm/yyyy, and the initials avatar', async () => {
    await openProfile(fullProfile);

    expect(field('Nome')).toHaveValue('Ana Souza');
    expect(field('Email')).toHaveValue(client.email);
    expect(field('Telefone')).toHaveValue('(11) 98765-4321');
    expect(field('Data de nascimento')).toHaveValue('07/09/1990');
    expect(field('CEP')).toHaveValue('01310-100');
    expect(field('Estado')).toHaveValue('SP');
    expect(screen.getByRole('img', { name: 'Ana Souza' })).toHaveTextContent('AS');
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeVisible();
  });

  it("requires every field but the complement ('Campo obrigatório') and sends nothing", async () => {
    const { app, api } = await openProfile(emptyProfile);
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    for (const label of [
      'Telefone',
      'Data de nascimento',
      'CEP',
      'Rua',
      'Número',
      'Bairro',
      'Cidade',
      'Estado',
      'País',
    ]) {
      expect(field(label)).toHaveAccessibleDescription(
        expect.stringContaining('Campo obrigatório'),
      );
    }
    expect(field('Complemento (opcional)')).not.toHaveAttribute('aria-invalid');
    expect(api.to('PATCH /api/users/me')).toHaveLength(0);
  });

  it('masks the phone, the date and the CEP as they are typed', async () => {
    const { app } = await openProfile(emptyProfile, {
      'GET /api/postal-codes/01310100': () => json(200, paulista),
    });
    await app.user.type(field('Telefone'), '11987654321999');
    await app.user.type(field('Data de nascimento'), '0709199055');
    await app.user.type(field('CEP'), '013101009');

    expect(field('Telefone')).toHaveValue('(11) 98765-4321');
    expect(field('Telefone')).toHaveAttribute('maxLength', '15');
    expect(field('Data de nascimento')).toHaveValue('07/09/1990');
    expect(field('Data de nascimento')).toHaveAttribute('maxLength', '10');
    expect(field('CEP')).toHaveValue('01310-100');
    expect(field('CEP')).toHaveAttribute('maxLength', '9');
  });

  it('shows the format messages of spec §5', async () => {
    const { app } = await openProfile(fullProfile);
    await app.user.clear(field('Telefone'));
    await app.user.type(field('Telefone'), '1198765');
    await app.user.clear(field('CEP'));
    await app.user.type(field('CEP'), '0131');
    await app.user.clear(field('Data de nascimento'));
    await app.user.type(field('Data de nascimento'), '31021990');
    await app.user.clear(field('Email'));
    await app.user.type(field('Email'), 'ana@');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(field('Telefone')).toHaveAccessibleDescription('Formato inválido (XX) XXXXX-XXXX');
    expect(field('CEP')).toHaveAccessibleDescription(
      expect.stringContaining('Formato inválido XXXXX-XXX'),
    );
    expect(field('Data de nascimento')).toHaveAccessibleDescription('Data inválida');
    expect(field('Email')).toHaveAccessibleDescription('Email inválido');
  });

  it("fills street, neighbourhood, city, state and 'Brasil' from an 8-digit CEP", async () => {
    const { app, api } = await openProfile(emptyProfile, {
      'GET /api/postal-codes/01310100': () => json(200, paulista),
    });
    await app.user.type(field('CEP'), '01310100');

    await waitFor(() => expect(field('Rua')).toHaveValue('Avenida Paulista'));
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado')).toHaveValue('SP');
    expect(field('País')).toHaveValue('Brasil');
    expect(field('Número')).toHaveFocus();
    expect(api.to('GET /api/postal-codes/01310100')).toHaveLength(1);
  });

  it("says 'CEP não encontrado' for a CEP that does not exist", async () => {
    const { app } = await openProfile(emptyProfile, {
      'GET /api/postal-codes/99999999': () =>
        apiError(404, 'NOT_FOUND', 'CEP não encontrado', 'postalCode'),
    });
    await app.user.type(field('CEP'), '99999999');

    await waitFor(() =>
      expect(field('CEP')).toHaveAccessibleDescription(
        expect.stringContaining('CEP não encontrado'),
      ),
    );
    expect(field('Rua')).toHaveValue('');
  });

  it('lets the address be typed by hand when the lookup is down, and saves it', async () => {
    const { app, api } = await openProfile(
      { ...emptyProfile, phone: '(11) 98765-4321', birthDate: '1990-09-07' },
      {
        'GET /api/postal-codes/01310100': () =>
          apiError(503, 'SERVICE_UNAVAILABLE', 'indisponível', 'postalCode'),
        'PATCH /api/users/me': (request) =>
          json(200, {
            success: true,
            message: 'Perfil atualizado com sucesso',
            profile: { ...emptyProfile, ...(request.body as object) },
          }),
      },
    );
    await app.user.type(field('CEP'), '01310100');
    expect(
      await screen.findByText(
        'Não foi possível buscar o endereço deste CEP agora. Preencha o endereço manualmente.',
      ),
    ).toBeVisible();

    await app.user.type(field('Rua'), 'Avenida Paulista');
    await app.user.type(field('Número'), '1000');
    await app.user.type(field('Bairro'), 'Bela Vista');
    await app.user.type(field('Cidade'), 'São Paulo');
    await app.user.type(field('Estado'), 'sp');
    await app.user.type(field('País'), 'Brasil');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(app.location()).toBe('/account'), { timeout: ACCOUNT_PAGE_LOAD_MS });
    expect(api.to('PATCH /api/users/me')[0]?.body).toMatchObject({
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      state: 'SP',
    });
    // Seven fields typed key by key take seconds on a busy machine.
  }, 15_000);

  it('saves: the date goes as yyyy-mm-dd, then back to /account with a toast', async () => {
    const saved = { ...fullProfile, name: 'Ana Maria Souza' };
    const { app, api } = await openProfile(fullProfile, {
      'PATCH /api/users/me': () =>
        json(200, { success: true, message: 'Perfil atualizado com sucesso', profile: saved }),
    });
    await app.user.clear(field('Nome'));
    await app.user.type(field('Nome'), 'Ana Maria Souza');
    await app.user.type(field('Complemento (opcional)'), 'Apto 12');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Perfil atualizado com sucesso')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/account'), { timeout: ACCOUNT_PAGE_LOAD_MS });
    const [request] = api.to('PATCH /api/users/me') as RecordedRequest[];
    expect(request?.body).toEqual({
      name: 'Ana Maria Souza',
      email: client.email,
      phone: '(11) 98765-4321',
      birthDate: '1990-09-07',
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      houseNumber: '1000',
      complement: 'Apto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
    });
    expect(JSON.parse(readCookies().user_data ?? '{}')).toMatchObject({ name: 'Ana Maria Souza' });
  });

  it("puts 'Este email já está em uso' on the e-mail and stays", async () => {
    const { app } = await openProfile(fullProfile, {
      'PATCH /api/users/me': () =>
        apiError(409, 'EMAIL_IN_USE', 'Este email já está em uso', 'email'),
    });
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('Este email já está em uso'),
    );
    expect(app.location()).toBe('/account/profile');
  });

  it("says 'Usuário não autenticado' when the server refuses the session even after a refresh", async () => {
    const { app, api } = await openProfile(fullProfile, {
      'PATCH /api/users/me': () => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado'),
      'POST /api/auth/refresh': () => json(200, { accessToken: 'token-renovado' }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Usuário não autenticado')).toBeVisible();
    expect(screen.queryByText('Erro ao atualizar perfil')).not.toBeInTheDocument();
    expect(screen.queryByText('Perfil atualizado com sucesso')).not.toBeInTheDocument();
    // Asked again with the renewed token, then given up: the form stays to be sent later.
    const attempts = api.to('PATCH /api/users/me');
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.headers.get('Authorization')).toBe('Bearer token-renovado');
    expect(app.location()).toBe('/account/profile');
    expect(field('Nome')).toHaveValue('Ana Souza');
  });

  it("says 'Erro ao atualizar perfil' when the server fails", async () => {
    const { app } = await openProfile(fullProfile, {
      'PATCH /api/users/me': () => apiError(500, 'INTERNAL_ERROR', 'Erro interno do servidor'),
    });
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Erro ao atualizar perfil')).toBeVisible();
    expect(app.location()).toBe('/account/profile');
  });
});

describe('the profile photo', () => {
  it('uploads a chosen photo and shows it', async () => {
    const { app, api } = await openProfile(fullProfile, {
      'POST /api/users/me/avatar': () =>
        json(200, { avatarUrl: '/api/avatars/0123456789abcdef0123456789abcdef.png' }),
    });
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'eu.png', {
      type: 'image/png',
    });
    await app.user.upload(screen.getByLabelText('Alterar foto'), photo);

    expect(await screen.findByText('Foto atualizada')).toBeVisible();
    const [request] = api.to('POST /api/users/me/avatar');
    expect(request?.headers.get('Content-Type')).toBe('image/png');
    expect(screen.getByRole('button', { name: 'Remover foto' })).toBeVisible();
    expect(JSON.parse(readCookies().user_data ?? '{}')).toMatchObject({
      avatarUrl: '/api/avatars/0123456789abcdef0123456789abcdef.png',
    });
  });

  it('refuses a photo over 2 MB or of another type before sending it', async () => {
    const { app, api } = await openProfile(fullProfile);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.jpg', {
      type: 'image/jpeg',
    });
    await app.user.upload(screen.getByLabelText('Alterar foto'), big);
    expect(await screen.findByText('A imagem deve ter no máximo 2 MB.')).toBeVisible();

    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'anim.gif', { type: 'image/gif' });
    // The picker offers only JPEG, PNG and WebP; a file dropped in anyway is still refused.
    fireEvent.change(screen.getByLabelText('Alterar foto'), { target: { files: [gif] } });
    expect(await screen.findByText('Envie uma imagem JPEG, PNG ou WebP.')).toBeVisible();
    expect(api.to('POST /api/users/me/avatar')).toHaveLength(0);
  });

  it('removes the photo', async () => {
    const { app, api } = await openProfile(
      { ...fullProfile, avatarUrl: '/api/avatars/0123456789abcdef0123456789abcdef.png' },
      { 'DELETE /api/users/me/avatar': () => json(200, { avatarUrl: null }) },
    );
    await app.user.click(screen.getByRole('button', { name: 'Remover foto' }));

    expect(await screen.findByText('Foto removida')).toBeVisible();
    expect(api.to('DELETE /api/users/me/avatar')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
  });
});
