import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { invitationJson, invitationUrl, staffJson } from '../../../test/admin-fixtures';
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
    const api = stubApi({
      'GET /api/admin/admins': () => json(200, [dono, paula, rui]),
      'GET /api/admin/invitations': () => json(200, []),
    });
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
    expect(api.requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      'GET /api/admin/admins',
      'GET /api/admin/invitations',
    ]);
  });

  it('invites an admin and shows the link once, with WhatsApp to their phone', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/admins': () => json(200, [dono]),
      'GET /api/admin/invitations': () => json(200, [invitationJson({ name: 'Caio Barbeiro' })]),
      'POST /api/admin/invitations': (request) =>
        json(201, {
          invitation: invitationJson({
            id: '6e617661-6c68-4100-8000-000000000c02',
            name: 'Paula Gerente',
            email: (request.body as { email: string }).email,
            phone: '(11) 98888-7777',
            role: 'ADMIN',
          }),
          url: invitationUrl,
          shopName: 'Navalha Barbearia',
          emailed: false,
        }),
    });
    renderWithQuery(<TeamScreen />);
    await screen.findByText('Diego Dono');
    // The barbers' invitations belong to the barbers' screen.
    expect(screen.queryByText('Caio Barbeiro')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Novo administrador' }));
    const dialog = screen.getByRole('dialog', { name: 'Convidar administrador' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Paula Gerente');
    await user.type(within(dialog).getByLabelText('Email'), 'paula@navalha.dev');
    await user.type(within(dialog).getByLabelText('Telefone (opcional)'), '11988887777');
    await user.click(within(dialog).getByRole('button', { name: 'Criar convite' }));

    const link = await screen.findByRole('dialog', { name: 'Convite pronto' });
    expect(within(link).getByRole('textbox')).toHaveValue(invitationUrl);
    const whatsapp = within(link).getByRole('link', { name: 'Enviar pelo WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511988887777\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      'Olá, Paula! Você foi convidado para a equipe da Navalha Barbearia',
    );
    expect(api.to('POST /api/admin/invitations')[0]?.body).toEqual({
      name: 'Paula Gerente',
      email: 'paula@navalha.dev',
      phone: '(11) 98888-7777',
      role: 'ADMIN',
    });
    // Nothing like a password anywhere.
    expect(document.body.textContent).not.toMatch(/senha provisória/i);
  }, 20_000);

  it('deactivates an admin after asking, and gives another a reset link, never a password', async () => {
    const user = userEvent.setup();
    const url = 'https://navalha.example.com/redefinir-senha?token=abc123';
    const api = stubApi({
      'GET /api/admin/admins': () => json(200, [dono, paula, rui]),
      'GET /api/admin/invitations': () => json(200, []),
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

  it("lets the owner switch 'Também atende clientes' on an admin's row", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/admins': () => json(200, [dono, paula]),
      'GET /api/admin/invitations': () => json(200, []),
      [`PATCH /api/admin/admins/${paula.id}`]: () => json(200, { ...paula, takesBookings: true }),
    });
    renderWithQuery(<TeamScreen />);
    await screen.findByText('Paula Gerente');
    expect(within(rowOf('Diego Dono')).queryByRole('checkbox')).toBeNull();
    await user.click(within(rowOf('Paula Gerente')).getByLabelText('Também atende clientes'));
    expect(await screen.findByText('Administrador atualizado.')).toBeVisible();
    expect(api.to(`PATCH /api/admin/admins/${paula.id}`)[0]?.body).toEqual({
      takesBookings: true,
    });
  }, 20_000);
});
