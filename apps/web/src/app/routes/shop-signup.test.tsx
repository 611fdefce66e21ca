import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { owner } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** /cadastro-barbearia (issue 20 §1): the setup wizard's steps, then the page's address. */

afterEach(() => {
  document.cookie = 'access_token=; Max-Age=0; Path=/';
  document.cookie = 'user_data=; Max-Age=0; Path=/';
  localStorage.clear();
  sessionStorage.clear();
});

describe('/cadastro-barbearia', () => {
  it(
    'walks the steps, refuses a taken address beside its field, then signs the owner in',
    { timeout: 90_000 },
    async () => {
      let taken = true;
      const api = stubApi({
        'GET /api/shop-signup/postal-codes/01304001': () =>
          json(200, {
            postalCode: '01304-001',
            street: 'Rua Augusta',
            neighborhood: 'Consolação',
            city: 'São Paulo',
            state: 'SP',
            country: 'Brasil',
          }),
        'POST /api/shop-signup': () => {
          if (taken) {
            taken = false;
            return apiError(
              409,
              'ALREADY_EXISTS',
              'Este endereço já é usado por outra barbearia.',
              'slug',
            );
          }
          return json(201, {
            accessToken: 'access-token',
            user: owner,
            barbershop: { id: '00000000-0000-4000-8000-000000000009', name: 'Barbearia da Joana' },
            invitations: [],
          });
        },
      });
      const { user: person, location } = await renderApp('/cadastro-barbearia');

      expect(await screen.findByRole('heading', { name: 'Sua conta de dono' })).toBeVisible();
      await person.type(screen.getByLabelText('Seu nome'), 'Joana Navalha');
      await person.type(screen.getByLabelText('E-mail'), 'joana@barbeariadajoana.com.br');
      await person.type(screen.getByLabelText('Celular'), '11987654321');
      await person.type(screen.getByLabelText('Senha'), 'Tesoura@2026');
      await person.click(screen.getByRole('button', { name: 'Continuar' }));

      expect(await screen.findByRole('heading', { name: 'Sua barbearia' })).toBeVisible();
      await person.type(screen.getByLabelText('Nome da barbearia'), 'Barbearia da Joana');
      // The CEP fills the street, the district, the city and the state, signed out.
      await person.type(screen.getByLabelText('CEP'), '01304001');
      await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue('Rua Augusta'));
      expect(screen.getByLabelText('Bairro')).toHaveValue('Consolação');
      expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
      expect(screen.getByLabelText('UF')).toHaveValue('SP');
      await person.type(screen.getByLabelText('Número'), '1200');
      await person.click(screen.getByRole('button', { name: 'Continuar' }));

      expect(
        await screen.findByRole('heading', { name: 'Horário de funcionamento' }),
      ).toBeVisible();
      await person.click(screen.getByRole('button', { name: 'Salvar horários' }));
      expect(await screen.findByRole('heading', { name: 'Serviços' })).toBeVisible();
      await person.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(await screen.findByRole('heading', { name: 'Sua equipe' })).toBeVisible();
      await person.click(screen.getByRole('button', { name: 'Concluir configuração' }));

      expect(await screen.findByRole('heading', { name: 'Endereço da sua página' })).toBeVisible();
      const address = screen.getByLabelText('Endereço da página da barbearia');
      expect(address).toHaveValue('barbearia-da-joana');
      await person.click(screen.getByRole('button', { name: 'Criar barbearia' }));
      expect(
        await screen.findByText('Este endereço já é usado por outra barbearia.'),
      ).toBeVisible();

      await person.clear(address);
      await person.type(address, 'joana-augusta');
      await person.click(screen.getByRole('button', { name: 'Criar barbearia' }));
      // The signed-in pages load first (a busy machine takes a while).
      await waitFor(() => expect(location()).toBe('/admin'), { timeout: 15_000 });

      const [, sent] = api.to('POST /api/shop-signup');
      expect(sent?.body).toMatchObject({
        owner: {
          name: 'Joana Navalha',
          email: 'joana@barbeariadajoana.com.br',
          phone: '(11) 98765-4321',
          password: 'Tesoura@2026',
        },
        shop: { name: 'Barbearia da Joana', city: 'São Paulo', postalCode: '01304-001' },
        slug: 'joana-augusta',
        team: { invitations: [] },
      });
      // The proposed week: Monday to Saturday, morning and afternoon.
      expect((sent?.body as { hours: { workingHours: unknown[] } }).hours.workingHours.length).toBe(
        12,
      );
    },
  );
  it(
    'keeps the answers across a reload, asks the password again and returns to the step',
    { timeout: 90_000 },
    async () => {
      const api = stubApi({
        'POST /api/shop-signup': () =>
          json(201, {
            accessToken: 'access-token',
            user: owner,
            barbershop: { id: '00000000-0000-4000-8000-000000000009', name: 'Barbearia da Joana' },
            invitations: [],
          }),
      });
      const first = await renderApp('/cadastro-barbearia');
      await first.user.type(await screen.findByLabelText('Seu nome'), 'Joana Navalha');
      await first.user.type(screen.getByLabelText('E-mail'), 'joana@barbeariadajoana.com.br');
      await first.user.type(screen.getByLabelText('Celular'), '11987654321');
      await first.user.type(screen.getByLabelText('Senha'), 'Tesoura@2026');
      await first.user.click(screen.getByRole('button', { name: 'Continuar' }));
      await first.user.type(
        await screen.findByLabelText('Nome da barbearia'),
        'Barbearia da Joana',
      );
      await first.user.type(screen.getByLabelText('Rua'), 'Rua Augusta');
      await first.user.type(screen.getByLabelText('Número'), '1200');
      await first.user.type(screen.getByLabelText('Bairro'), 'Consolação');
      await first.user.type(screen.getByLabelText('Cidade'), 'São Paulo');
      await first.user.type(screen.getByLabelText('UF'), 'SP');
      await first.user.type(screen.getByLabelText('CEP'), '01304001');
      await first.user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(
        await screen.findByRole('heading', { name: 'Horário de funcionamento' }),
      ).toBeVisible();
      // The password never reaches the tab's storage.
      expect(sessionStorage.getItem('navalha.shopSignupDraft')).not.toContain('Tesoura@2026');

      // A reload: the page starts again from what the tab kept.
      cleanup();
      const { user: person, location } = await renderApp('/cadastro-barbearia');
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Seu cadastro foi recuperado. Por segurança, a senha não fica guardada',
      );
      expect(screen.getByLabelText('Seu nome')).toHaveValue('Joana Navalha');
      expect(screen.getByLabelText('Senha')).toHaveValue('');
      await person.click(screen.getByRole('button', { name: 'Continuar' }));
      // The password is asked for: the step does not move without it.
      expect(await screen.findByRole('heading', { name: 'Sua conta de dono' })).toBeVisible();
      await person.type(screen.getByLabelText('Senha'), 'Tesoura@2026');
      await person.click(screen.getByRole('button', { name: 'Continuar' }));

      expect(
        await screen.findByRole('heading', { name: 'Horário de funcionamento' }),
      ).toBeVisible();
      expect(screen.queryByRole('status')).toBeNull();
      await person.click(screen.getByRole('button', { name: 'Salvar horários' }));
      await person.click(await screen.findByRole('button', { name: 'Continuar' }));
      await person.click(await screen.findByRole('button', { name: 'Concluir configuração' }));
      expect(await screen.findByLabelText('Endereço da página da barbearia')).toHaveValue(
        'barbearia-da-joana',
      );
      await person.click(screen.getByRole('button', { name: 'Criar barbearia' }));
      await waitFor(() => expect(location()).toBe('/admin'), { timeout: 15_000 });

      const [sent] = api.to('POST /api/shop-signup');
      expect(sent?.body).toMatchObject({
        owner: { name: 'Joana Navalha', password: 'Tesoura@2026' },
        shop: { name: 'Barbearia da Joana', street: 'Rua Augusta' },
      });
      // Made: nothing left to resume.
      expect(sessionStorage.getItem('navalha.shopSignupDraft')).toBeNull();
    },
  );
});
