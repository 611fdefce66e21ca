import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { PromoCodesScreen } from './promo-codes-screen';

function promoJson(overrides: Record<string, unknown>) {
  return {
    id: '6e617661-6c68-4100-8000-000000000001',
    code: 'VERAO-25',
    discountPercent: 25,
    isActive: true,
    validFrom: '2030-01-01',
    validUntil: '2030-01-31',
    maxUses: 10,
    maxUsesPerClient: null,
    timesUsed: 3,
    createdAt: '2029-12-01T12:00:00.000Z',
    ...overrides,
  };
}

const verao = promoJson({});
const navalha = promoJson({
  id: '6e617661-6c68-4100-8000-000000000002',
  code: 'NAVALHA10',
  discountPercent: 10,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  timesUsed: 1,
  isActive: false,
});

function cardOf(code: string): HTMLElement {
  const card = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(code) !== null);
  if (!card) throw new Error(`no card for ${code}`);
  return card;
}

describe('PromoCodesScreen', () => {
  it('lists each code with its discount, validity, uses and state', async () => {
    stubApi({ 'GET /api/admin/promo-codes': () => json(200, [verao, navalha]) });
    renderWithQuery(<PromoCodesScreen />);
    await screen.findByRole('list', { name: 'Códigos promocionais' });
    expect(
      within(cardOf('VERAO-25')).getByText('25% · De 01/01/2030 a 31/01/2030 · 3 de 10 usos'),
    ).toBeVisible();
    expect(within(cardOf('VERAO-25')).getByText('Ativo')).toBeVisible();
    expect(within(cardOf('NAVALHA10')).getByText('10% · Sem prazo · 1 uso')).toBeVisible();
    expect(within(cardOf('NAVALHA10')).getByText('Inativo')).toBeVisible();
  });

  it('says when there is none, and creates one', async () => {
    const user = userEvent.setup();
    let codes: unknown[] = [];
    const api = stubApi({
      'GET /api/admin/promo-codes': () => json(200, codes),
      'POST /api/admin/promo-codes': () => {
        codes = [verao];
        return json(201, verao);
      },
    });
    renderWithQuery(<PromoCodesScreen />);
    expect(await screen.findByText('Nenhum código promocional')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Novo código' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo código' });
    await user.type(within(dialog).getByLabelText('Código'), 'verao-25');
    const discount = within(dialog).getByLabelText('Desconto (%)');
    await user.clear(discount);
    await user.type(discount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Criar código' }));

    expect(await screen.findByText('Código salvo.')).toBeVisible();
    expect(api.to('POST /api/admin/promo-codes')[0]?.body).toEqual({
      code: 'VERAO-25',
      discountPercent: 25,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerClient: null,
      isActive: true,
    });
    expect(await screen.findByText('VERAO-25')).toBeVisible();
  }, 20_000);

  it('edits a code and deletes another after asking', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/promo-codes': () => json(200, [verao, navalha]),
      [`PATCH /api/admin/promo-codes/${verao.id}`]: () => json(200, { ...verao, maxUses: 20 }),
      [`DELETE /api/admin/promo-codes/${navalha.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithQuery(<PromoCodesScreen />);
    await screen.findByRole('list', { name: 'Códigos promocionais' });

    await user.click(within(cardOf('VERAO-25')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar código' });
    expect(within(dialog).getByText('Já usado 3 vezes.')).toBeVisible();
    const limit = within(dialog).getByLabelText('Limite de usos (opcional)');
    await user.clear(limit);
    await user.type(limit, '20');
    await user.type(within(dialog).getByLabelText('Limite por cliente (opcional)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Código salvo.')).toBeVisible();
    expect(api.to(`PATCH /api/admin/promo-codes/${verao.id}`)[0]?.body).toMatchObject({
      code: 'VERAO-25',
      discountPercent: 25,
      validFrom: '2030-01-01',
      validUntil: '2030-01-31',
      maxUses: 20,
      maxUsesPerClient: 1,
    });

    await user.click(within(cardOf('NAVALHA10')).getByRole('button', { name: 'Excluir' }));
    const ask = screen.getByRole('dialog', { name: 'Excluir NAVALHA10?' });
    expect(
      within(ask).getByText('Os agendamentos que usaram o código mantêm o desconto.'),
    ).toBeVisible();
    await user.click(within(ask).getByRole('button', { name: 'Excluir código' }));
    expect(await screen.findByText('Código excluído.')).toBeVisible();
    expect(api.to(`DELETE /api/admin/promo-codes/${navalha.id}`)).toHaveLength(1);
  }, 20_000);
});
