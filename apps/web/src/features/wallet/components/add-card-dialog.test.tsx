import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  MercadoPagoConstructor,
  MercadoPagoSdk,
} from '../../../shared/payments/card-tokenizer';
import { json, stubApi } from '../../../test/api-stub';
import { client, storeSessionCookies } from '../../../test/fixtures';
import { renderWithQuery } from '../../../test/render-with-query';
import { methodJson, walletIds } from '../../../test/wallet-fixtures';
import { AddCardDialog } from './add-card-dialog';

/** 'Adicionar cartão' when the server runs Mercado Pago: MercadoPago.js tokenizes the card. */

const PUBLIC_KEY = 'TEST-7f0d3c2e-5b1a-4c8d-9e6f-1a2b3c4d5e6f';
const SDK = 'https://sdk.mercadopago.com/js/v2';
const NUMBER = '4235647728025682';

/** A stand-in for MercadoPago.js that records the cards it is given. */
function installMercadoPago(createCardToken: MercadoPagoSdk['createCardToken']) {
  const tokenize = vi.fn(createCardToken);
  const MercadoPago = vi.fn(function () {
    return {
      createCardToken: tokenize,
      getPaymentMethods: async () => ({
        results: [{ id: 'visa', name: 'Visa', issuer: { id: 25 } }],
      }),
    };
  }) as unknown as MercadoPagoConstructor;
  window.MercadoPago = MercadoPago;
  return tokenize;
}

function openDialog() {
  const onOpenChange = vi.fn();
  renderWithQuery(<AddCardDialog open onOpenChange={onOpenChange} />);
  return { dialog: screen.getByRole('dialog', { name: 'Adicionar cartão' }), onOpenChange };
}

async function fillCard(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Número do cartão'), NUMBER);
  await user.type(within(dialog).getByLabelText('Validade'), '1130');
  await user.type(within(dialog).getByLabelText('CVV'), '123');
  await user.type(within(dialog).getByLabelText('Nome no cartão'), 'ana souza');
  await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
}

beforeEach(() => {
  storeSessionCookies(client);
  const meta = document.createElement('meta');
  meta.name = 'mercadopago-public-key';
  meta.content = PUBLIC_KEY;
  document.head.append(meta);
});

afterEach(() => {
  document.head
    .querySelectorAll('meta[name="mercadopago-public-key"], script')
    .forEach((node) => node.remove());
  delete window.MercadoPago;
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("'Adicionar cartão' with Mercado Pago", () => {
  it('starts loading MercadoPago.js as soon as it opens', () => {
    stubApi({});
    openDialog();
    expect(
      [...document.querySelectorAll<HTMLScriptElement>('script')].map((script) => script.src),
    ).toContain(SDK);
  });

  it('tokenizes with MercadoPago.js and saves only the token, kind, holder and expiry', async () => {
    const createCardToken = installMercadoPago(async () => ({
      id: 'ff8080814c11e237014c1ff593b57b4d',
      last_four_digits: '5682',
    }));
    const api = stubApi({
      'POST /api/wallet/payment-methods': () =>
        json(201, methodJson(walletIds.visa, { isDefault: true })),
    });
    const { dialog, onOpenChange } = openDialog();

    await fillCard(dialog);

    expect(await screen.findByText('Cartão adicionado à sua carteira.')).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(createCardToken).toHaveBeenCalledWith({
      cardNumber: NUMBER,
      cardholderName: 'ANA SOUZA',
      cardExpirationMonth: '11',
      cardExpirationYear: '2030',
      securityCode: '123',
    });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/wallet/payment-methods',
    ]);
    const [add] = api.requests;
    expect(add?.body).toEqual({
      card_token: 'ff8080814c11e237014c1ff593b57b4d',
      method_type: 'credit_card',
      cardholder_name: 'ANA SOUZA',
      expiry_date: '2030-11-01',
    });
    expect(JSON.stringify(add?.body)).not.toContain(NUMBER);
    // Typing a whole card takes seconds on a busy machine.
  }, 15_000);

  it("shows MercadoPago.js's refusal on its field and sends nothing", async () => {
    installMercadoPago(() => Promise.reject([{ code: 'E301', message: 'invalid card number' }]));
    const api = stubApi({});
    const { dialog } = openDialog();

    await fillCard(dialog);

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Número do cartão')).toHaveAccessibleDescription(
        'Número do cartão inválido',
      ),
    );
    expect(api.requests).toEqual([]);
  }, 15_000);
});
