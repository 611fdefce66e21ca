import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../test/api-stub';
import { methodJson, walletIds } from '../../test/wallet-fixtures';
import { openWallet, setUpWalletPage, stubWallet } from '../../test/wallet-page';

// /wallet's saved payment methods: the default, removal, and 'Adicionar cartão'.

setUpWalletPage();

describe('/wallet payment methods', () => {
  it('makes a card the default', async () => {
    let defaultId: string = walletIds.visa;
    const api = stubWallet({
      methods: () =>
        json(200, {
          data: [
            methodJson(walletIds.visa, { isDefault: defaultId === walletIds.visa }),
            methodJson(walletIds.master, {
              brand: 'Mastercard',
              lastFour: '0004',
              isDefault: defaultId === walletIds.master,
            }),
          ],
        }),
      extra: {
        [`PATCH /api/wallet/payment-methods/${walletIds.master}/default`]: () => {
          defaultId = walletIds.master;
          return json(200, methodJson(walletIds.master, { isDefault: true }));
        },
      },
    });
    const app = await openWallet();

    await app.user.click(await screen.findByRole('button', { name: /Mastercard •••• 0004/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Mastercard •••• 0004' });
    await app.user.click(within(sheet).getByRole('button', { name: 'Definir como padrão' }));

    expect(await screen.findByText('Método de pagamento padrão atualizado')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Mastercard •••• 0004/ })).toHaveTextContent(
        'Padrão',
      ),
    );
    expect(api.to(`PATCH /api/wallet/payment-methods/${walletIds.master}/default`)).toHaveLength(1);
  });

  it('removes a card after asking, and says so when it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const api = stubWallet({
      extra: {
        [`DELETE /api/wallet/payment-methods/${walletIds.visa}`]: () =>
          fail
            ? apiError(500, 'INTERNAL_ERROR', 'Erro interno do servidor')
            : new Response(null, { status: 204 }),
      },
    });
    const app = await openWallet();

    await app.user.click(await screen.findByRole('button', { name: /Visa •••• 5682/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Visa •••• 5682' });
    expect(within(sheet).getByText('Este é o seu método de pagamento padrão.')).toBeVisible();
    await app.user.click(within(sheet).getByRole('button', { name: 'Remover' }));
    expect(api.to(`DELETE /api/wallet/payment-methods/${walletIds.visa}`)).toHaveLength(0);
    await app.user.click(within(sheet).getByRole('button', { name: 'Sim, remover' }));

    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Erro ao remover método de pagamento',
    );

    fail = false;
    await app.user.click(within(sheet).getByRole('button', { name: 'Sim, remover' }));
    expect(await screen.findByText('Método de pagamento removido')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(`DELETE /api/wallet/payment-methods/${walletIds.visa}`)).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe("/wallet 'Adicionar cartão'", () => {
  const token = {
    id: 'tok_sandbox_1',
    lastFourDigits: '5682',
    brand: 'Visa',
    cardholderName: 'ANA SOUZA',
    expirationMonth: 11,
    expirationYear: 2030,
    expiresAt: '2030-05-08T12:07:00.000Z',
  };

  async function openDialog() {
    const app = await openWallet();
    await screen.findByTestId('wallet-balance');
    await app.user.click(screen.getByRole('button', { name: 'Adicionar cartão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar cartão' });
    return { app, dialog };
  }

  it('masks every field and offers credit and debit', async () => {
    stubWallet();
    const { app, dialog } = await openDialog();
    const number = within(dialog).getByLabelText('Número do cartão');
    expect(number).toHaveAttribute('placeholder', '1234 5678 9012 3456');
    expect(number).toHaveAttribute('maxLength', '19');

    await app.user.type(number, '4235a6477280256829999');
    expect(number).toHaveValue('4235 6477 2802 5682');
    expect(within(dialog).getByText('Visa')).toBeVisible();

    const expiry = within(dialog).getByLabelText('Validade');
    expect(expiry).toHaveAttribute('placeholder', 'MM/AA');
    await app.user.type(expiry, '1130');
    expect(expiry).toHaveValue('11/30');

    const cvv = within(dialog).getByLabelText('CVV');
    await app.user.type(cvv, '12a345');
    expect(cvv).toHaveValue('1234');

    const kind = within(dialog).getByLabelText('Tipo');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cartão de Crédito', 'Cartão de Débito']);
    expect(within(dialog).getByLabelText('Nome no cartão')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
  });

  it('stops on a bad card and sends nothing', async () => {
    const api = stubWallet();
    const { app, dialog } = await openDialog();

    await app.user.type(within(dialog).getByLabelText('Número do cartão'), '423564772802');
    await app.user.type(within(dialog).getByLabelText('Validade'), '1330');
    await app.user.type(within(dialog).getByLabelText('CVV'), '12');
    await app.user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await within(dialog).findByText('Número do cartão inválido')).toBeVisible();
    expect(within(dialog).getByText('Data de expiração inválida')).toBeVisible();
    expect(within(dialog).getByText('CVV inválido')).toBeVisible();
    expect(within(dialog).getByText('Nome do titular é obrigatório')).toBeVisible();
    expect(api.to('POST /api/payments/sandbox/card-tokens')).toHaveLength(0);
    expect(api.to('POST /api/wallet/payment-methods')).toHaveLength(0);
  });

  it('tokenizes the card and saves only the token, kind, holder and expiry', async () => {
    let saved = false;
    const api = stubWallet({
      methods: () =>
        json(200, {
          data: saved
            ? [methodJson(walletIds.visa, { type: 'debit_card', isDefault: true })]
            : [methodJson(walletIds.applePay, { type: 'apple_pay', isDefault: true })],
        }),
      extra: {
        'POST /api/payments/sandbox/card-tokens': () => json(201, token),
        'POST /api/wallet/payment-methods': () => {
          saved = true;
          return json(201, methodJson(walletIds.visa, { type: 'debit_card', isDefault: true }));
        },
      },
    });
    const { app, dialog } = await openDialog();

    await app.user.type(within(dialog).getByLabelText('Número do cartão'), '4235647728025682');
    await app.user.selectOptions(within(dialog).getByLabelText('Tipo'), 'debit_card');
    await app.user.type(within(dialog).getByLabelText('Validade'), '1130');
    await app.user.type(within(dialog).getByLabelText('CVV'), '123');
    await app.user.type(within(dialog).getByLabelText('Nome no cartão'), 'ana souza');
    await app.user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findByText('Cartão adicionado à sua carteira.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /Visa •••• 5682/ })).toHaveTextContent(
      'Cartão de Débito',
    );

    expect(api.to('POST /api/payments/sandbox/card-tokens')[0]?.body).toEqual({
      cardNumber: '4235647728025682',
      securityCode: '123',
      expirationMonth: 11,
      expirationYear: 2030,
      cardholderName: 'ANA SOUZA',
    });
    const [add] = api.to('POST /api/wallet/payment-methods');
    expect(add?.body).toEqual({
      card_token: 'tok_sandbox_1',
      method_type: 'debit_card',
      cardholder_name: 'ANA SOUZA',
      expiry_date: '2030-11-01',
    });
    expect(JSON.stringify(add?.body)).not.toContain('4235647728025682');
  });

  it("says 'Erro ao adicionar método' and keeps the form when the server refuses", async () => {
    stubWallet({
      extra: {
        'POST /api/payments/sandbox/card-tokens': () => json(201, token),
        'POST /api/wallet/payment-methods': () =>
          apiError(
            400,
            'INVALID_CARD_TOKEN',
            'Token do cartão inválido ou expirado. Digite os dados do cartão novamente.',
          ),
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { app, dialog } = await openDialog();

    await app.user.type(within(dialog).getByLabelText('Número do cartão'), '4235647728025682');
    await app.user.type(within(dialog).getByLabelText('Validade'), '1130');
    await app.user.type(within(dialog).getByLabelText('CVV'), '123');
    await app.user.type(within(dialog).getByLabelText('Nome no cartão'), 'ANA SOUZA');
    await app.user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erro ao adicionar método: Token do cartão inválido ou expirado.',
    );
    expect(within(dialog).getByLabelText('Nome no cartão')).toHaveValue('ANA SOUZA');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
