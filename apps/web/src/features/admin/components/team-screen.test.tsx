import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffJson } from '../../../test/admin-fixtures';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { TeamScreen } from './team-screen';

const dono = staffJson({
  id: '6e617661-6c68-4100-8000-000000000d01',
  name: 'Diego Dono',
  email: 'dono@navalha.dev',
  role: 'OWNER',
});
const paula = staffJson({
  id: '6e617661-6c68-4100-8000-000000000a01',
  name: 'Paula Gerente',
  email: 'paula@navalha.dev',
  role: 'ADMIN',
});
const rui = staffJson({
  id: '6e617661-6c68-4100-8000-000000000a02',
  name: 'Rui Antigo',
  email: 'rui@navalha.dev',
  role: 'ADMIN',
  isActive: false,
});

function rowOf(name: string): HTMLElement {
  const row = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name) !== null);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('TeamScreen', () => {
  it("shows the owner's admins with their state; only admins can be managed", async () => {
    const api = stubApi({ 'GET /api/admin/admins': () => json(200, [dono, paula, rui]) });
    renderWithQuery(<TeamScreen />);
    const team = await screen.findByRole('list', { name: 'Equipe' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rowOf('Diego Dono')).getByText('Proprietário')).toBeVisible();
    expect(within(rowOf('Diego Dono')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Paula Gerente')).getByText('Administrador')).toBeVisible();
    expect(within(rowOf('Paula Gerente')).getByText('paula@navalha.dev')).toBeVisible();
    expect(within(rowOf('Paula Gerente')).getByRole('button', { name: 'Desativar' })).toBeVisible();
    expect(within(rowOf('Rui Antigo')).getByText('Inativo')).toBeVisible();
    expect(within(rowOf('Rui Antigo')).getByRole('button', { name: 'Reativar' })).toBeVisible();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/admin/admins',
    ]);
  });

  it('creates an admin and shows the one-time password once', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/admins': () => json(200, [dono]),
      'POST /api/admin/admins': (request) =>
        json(201, {
          member: staffJson({ ...paula, email: (request.body as { email: string }).email }),
          temporaryPassword: 'Rt9z@Kx7mPq2',
        }),
    });
    renderWithQuery(<TeamScreen />);
    await screen.findByText('Diego Dono');
    await user.click(screen.getByRole('button', { name: 'Novo administrador' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo administrador' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Paula Gerente');
    await user.type(within(dialog).getByLabelText('Email'), 'paula@navalha.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

    const password = await screen.findByRole('dialog', { name: 'Senha provisória' });
    expect(within(password).getByText('Rt9z@Kx7mPq2')).toBeVisible();
    expect(api.to('POST /api/admin/admins')[0]?.body).toMatchObject({
      name: 'Paula Gerente',
      email: 'paula@navalha.dev',
    });
    expect(await screen.findByText('Administrador cadastrado.')).toBeVisible();
  }, 20_000);

  it('deactivates an admin after asking, and gives another a reset link, never a password', async () => {
    const user = userEvent.setup();
    const url = 'https://navalha.example.com/redefinir-senha?token=abc123';
    const api = stubApi({
      'GET /api/admin/admins': () => json(200, [dono, paula, rui]),
      [`PATCH /api/admin/admins/${paula.id}`]: () => json(200, { ...paula, isActive: false }),
      [`POST /api/admin/admins/${rui.id}/reset-password`]: () =>
        json(200, {
          url,
          expiresAt: '2030-03-04T14:00:00.000Z',
          name: 'Rui Antigo',
          phone: '(11) 98765-4321',
        }),
    });
    renderWithQuery(<TeamScreen />);
    await screen.findByText('Paula Gerente');

    await user.click(within(rowOf('Paula Gerente')).getByRole('button', { name: 'Desativar' }));
    const ask = screen.getByRole('dialog', { name: 'Desativar Paula Gerente?' });
    expect(within(ask).getByText('A pessoa não poderá mais entrar no painel.')).toBeVisible();
    await user.click(within(ask).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Administrador atualizado.')).toBeVisible();
    expect(api.to(`PATCH /api/admin/admins/${paula.id}`)[0]?.body).toEqual({ isActive: false });

    await user.click(within(rowOf('Rui Antigo')).getByRole('button', { name: 'Senha' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Gerar link de redefinição?' })).getByRole(
        'button',
        { name: 'Gerar link' },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link de redefinição de senha' });
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    const whatsapp = within(dialog).getByRole('link', { name: 'Enviar pelo WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain('wa.me/5511987654321');
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(url);
    expect(within(dialog).getByRole('button', { name: 'Copiar link' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Senha provisória' })).toBeNull();
    expect(api.to(`POST /api/admin/admins/${rui.id}/reset-password`)).toHaveLength(1);
  }, 20_000);
});
