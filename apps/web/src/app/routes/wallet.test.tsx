import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, defaultPaymentMethods, json } from '../../test/api-stub';
import { client, storeSessionCookies } from '../../test/fixtures';
import { brCode, SANDBOX_SIGNATURE } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';
import { openWallet, setUpWalletPage, stubWallet } from '../../test/wallet-page';
import {
  depositJson,
  methodJson,
  historyJson,
  walletIds,
  walletJson,
  walletShop,
} from '../../test/wallet-fixtures';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

setUpWalletPage();

describe('/wallet', () => {
  it('shows the balance, the first two methods with the add-card tile, and 5 movements', async () => {
    const api = stubWallet();
    await openWallet();

    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('R$ 125,00');
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Carteira' })).toHaveAttribute('aria-current', 'page');

    const methods = screen.getByRole('region', { name: 'Formas de pagamento' });
    const visa = await within(methods).findByRole('button', { name: /Visa •••• 5682/ });
    expect(visa).toHaveTextContent('Cartão de Crédito · Validade 11/30');
    expect(visa).toHaveTextContent('Padrão');
    expect(within(methods).getByRole('button', { name: /Mastercard •••• 0004/ })).toHaveTextContent(
      'Cartão de Débito · Validade 08/29',
    );
    expect(within(methods).getByRole('button', { name: 'Adicionar cartão' })).toBeVisible();

    const movements = screen.getByRole('region', { name: 'Transações' });
    const rows = await within(movements).findAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Pagamento com a carteira');
    expect(rows[0]).toHaveTextContent('Corte de cabelo · Bruno Barbeiro');
    // On this device's clock, whatever zone the tests run in (wallet-display.test.ts pins one).
    expect(rows[0]).toHaveTextContent(/0[78]\/05\/2030 às \d{2}:00/);
    expect(rows[0]).toHaveTextContent('Saída de − R$ 45,50');
    expect(rows[1]).toHaveTextContent('Estorno no cartão de crédito');
    expect(rows[1]).toHaveTextContent('Taxa retida: R$ 4,50');
    expect(rows[1]).toHaveTextContent('Entrada de + R$ 40,50');
    expect(rows[2]).toHaveTextContent('Depósito via PIX');
    expect(rows[2]).toHaveTextContent('Entrada de + R$ 100,00');
    expect(rows[3]).toHaveTextContent('Pagamento na barbearia (em dinheiro)');
    expect(rows[4]).toHaveTextContent('Pagamento via PIX');

    expect(api.to('GET /api/wallet/history')[0]?.search).toBe('?limit=20&direction=all');
    expect(api.unexpected).toEqual([]);
  });

  it('says which shop the balance is at, and asks for the shop the client is in', async () => {
    const centro = {
      id: '77777777-7777-4777-8777-777777777777',
      name: 'Barbearia do Centro',
      slug: 'centro',
    };
    localStorage.setItem('currentShopId', centro.id);
    const api = stubWallet({ wallet: () => json(200, walletJson(30, centro)) });
    await openWallet();

    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('R$ 30,00');
    expect(
      screen.getByRole('heading', { name: 'Saldo na Barbearia do Centro', level: 2 }),
    ).toBeVisible();
    expect(screen.getByTestId('wallet-shop-note')).toHaveTextContent(
      'Este saldo só pode ser usado em agendamentos na Barbearia do Centro.',
    );
    expect(api.to('GET /api/wallet')[0]?.search).toBe(`?barbershopId=${centro.id}`);
  });

  it("names each movement's shop only when the money moved at more than one", async () => {
    stubWallet({
      transactions: () =>
        json(200, {
          data: [
            historyJson('t-2', 'deposit', 30, '2030-05-07T12:00:00.000Z', {
              shop: 'Barbearia do Centro',
            }),
            historyJson('t-1', 'payment', 20, '2030-05-06T12:00:00.000Z', {
              service: 'Corte de cabelo',
              barber: 'Bruno Barbeiro',
            }),
          ],
          nextCursor: null,
        }),
    });
    await openWallet();
    const movements = screen.getByRole('region', { name: 'Transações' });
    const rows = await within(movements).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Barbearia do Centro');
    expect(rows[1]).toHaveTextContent('Corte de cabelo · Bruno Barbeiro · Barbearia Navalha');
  });

  it("asks for the server's shop when the client has opened none", async () => {
    const api = stubWallet();
    await openWallet();
    expect(
      await screen.findByRole('heading', { name: 'Saldo na Barbearia Navalha', level: 2 }),
    ).toBeVisible();
    expect(api.to('GET /api/wallet')[0]?.search).toBe('');
  });

  it('offers no PIX deposit at a shop that takes no online payment, and says why', async () => {
    const api = stubWallet({
      extra: {
        'GET /api/payments/methods': () =>
          json(200, {
            ...defaultPaymentMethods,
            onlinePayments: { available: false, message: 'Sem pagamentos online' },
          }),
      },
    });
    await openWallet();

    expect(
      await screen.findByText(
        'Esta barbearia ainda não recebe pagamentos online, então não é possível adicionar saldo por PIX.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Depositar' })).toBeNull();
    expect(api.to('GET /api/payments/methods')[0]?.search).toBe(`?barberShopId=${walletShop.id}`);
  });

  it('hides the balance behind dots and shows it again', async () => {
    stubWallet();
    const app = await openWallet();
    const balance = await screen.findByTestId('wallet-balance');

    await app.user.click(screen.getByRole('button', { name: 'Ocultar saldo' }));
    expect(balance).toHaveTextContent('R$ ••••••');
    expect(balance).not.toHaveTextContent('125,00');
    const show = screen.getByRole('button', { name: 'Mostrar saldo' });
    expect(show).toHaveAttribute('aria-pressed', 'true');

    await app.user.click(show);
    expect(balance).toHaveTextContent('R$ 125,00');
  });

  it("says 'Nenhuma transação recente' and lists a third method only on demand", async () => {
    stubWallet({
      transactions: () => json(200, { data: [], nextCursor: null }),
      methods: () =>
        json(200, {
          data: [
            methodJson(walletIds.visa, { isDefault: true }),
            methodJson(walletIds.master, { brand: 'Mastercard', lastFour: '0004' }),
            methodJson(walletIds.applePay, { type: 'apple_pay' }),
          ],
        }),
    });
    const app = await openWallet();

    expect(await screen.findByText('Nenhuma transação recente')).toBeVisible();
    const methods = screen.getByRole('region', { name: 'Formas de pagamento' });
    await within(methods).findByRole('button', { name: /Visa/ });
    expect(within(methods).queryByRole('button', { name: /Apple Pay/ })).not.toBeInTheDocument();

    await app.user.click(within(methods).getByRole('button', { name: 'Ver todos (3)' }));
    expect(within(methods).getByRole('button', { name: /Apple Pay/ })).toHaveTextContent(
      'Carteira digital',
    );
  });

  it("says 'Carteira não encontrada' with a new-wallet message, and retries", async () => {
    let found = false;
    const api = stubWallet({
      wallet: () =>
        found ? json(200, walletJson(0)) : apiError(404, 'NOT_FOUND', 'Carteira não encontrada'),
    });
    const app = await openWallet();

    expect(await screen.findByText('Carteira não encontrada')).toBeVisible();
    expect(
      screen.getByText(
        'Sua carteira ainda não existe. Toque em Tentar novamente para criar uma nova.',
      ),
    ).toBeVisible();
    found = true;
    await app.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('R$ 0,00');
    expect(api.to('GET /api/wallet')).toHaveLength(2);
  });

  it("says 'Erro ao carregar carteira: …' when a part fails, and 'Carteira não carregada' on its actions", async () => {
    stubWallet({
      wallet: () => apiError(500, 'INTERNAL_ERROR', 'Erro interno do servidor'),
      transactions: () => apiError(503, 'SERVICE_UNAVAILABLE', 'Serviço indisponível'),
    });
    const app = await openWallet();

    // Each part fails on its own, after the query's own retries of a server error.
    await waitFor(
      () =>
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
          expect.arrayContaining([
            expect.stringContaining('Erro ao carregar carteira: Erro interno do servidor'),
            expect.stringContaining('Erro ao carregar carteira: Serviço indisponível'),
          ]),
        ),
      { timeout: 8000 },
    );
    await app.user.click(screen.getByRole('button', { name: 'Adicionar cartão' }));
    expect(await screen.findByText('Carteira não carregada')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reuses the wallet for 30 s when the client leaves and comes back, then asks again', async () => {
    const api = stubWallet({
      extra: {
        'GET /api/appointments/my-appointments': () =>
          json(200, { data: [], page: 1, limit: 10, total: 0 }),
      },
    });
    const app = await openWallet();
    await screen.findByTestId('wallet-balance');
    const tabs = screen.getByRole('navigation', { name: 'Navegação principal' });
    const endpoints = [
      'GET /api/wallet',
      'GET /api/wallet/history',
      'GET /api/wallet/payment-methods',
    ];
    const counts = () => endpoints.map((endpoint) => api.to(endpoint).length);
    await waitFor(() => expect(counts()).toEqual([1, 1, 1]));

    async function leaveAndComeBack(after: number) {
      await app.user.click(within(tabs).getByRole('link', { name: 'Agenda' }));
      await waitFor(() => expect(app.location()).toBe('/mybookings'));
      vi.setSystemTime(new Date(Date.parse('2030-05-08T12:00:00Z') + after));
      await app.user.click(within(tabs).getByRole('link', { name: 'Carteira' }));
      expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('R$ 125,00');
    }

    await leaveAndComeBack(29_000);
    // Settled: nothing more is asked.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(counts()).toEqual([1, 1, 1]);

    await leaveAndComeBack(31_000);
    await waitFor(() => expect(counts()).toEqual([2, 2, 2]));
  });

  it('sends a signed-out visitor to /login', async () => {
    document.cookie = 'access_token=; Max-Age=0; Path=/';
    document.cookie = 'user_data=; Max-Age=0; Path=/';
    const app = await renderApp('/wallet');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(app.location()).toBe('/login');
  });

  it('sends a barber to their own home', async () => {
    storeSessionCookies({ ...client, role: 'BARBER' });
    const app = await renderApp('/wallet');
    await waitFor(() => expect(app.location()).toBe('/barber'));
  });
});

describe('/wallet deposit', () => {
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  async function openDeposit(advanceTimers?: (ms: number) => void) {
    const app = await renderApp('/wallet', advanceTimers ? { advanceTimers } : {});
    await screen.findByTestId('wallet-balance');
    await app.user.click(screen.getByRole('button', { name: 'Depositar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Depositar' });
    return { app, dialog };
  }

  it('refuses zero and more than R$ 5.000,00 without asking the server', async () => {
    const api = stubWallet();
    const { app, dialog } = await openDeposit();
    const amount = within(dialog).getByLabelText('Valor do depósito');

    await app.user.click(within(dialog).getByRole('button', { name: 'Gerar código PIX' }));
    expect(
      await within(dialog).findByText('O valor do depósito deve ser maior que zero'),
    ).toBeVisible();

    await app.user.type(amount, '500001');
    expect(amount).toHaveValue('R$ 5.000,01');
    await app.user.click(within(dialog).getByRole('button', { name: 'Gerar código PIX' }));
    expect(
      await within(dialog).findByText('O valor máximo por depósito é R$ 5.000,00'),
    ).toBeVisible();
    expect(api.to('POST /api/wallet/deposits')).toHaveLength(0);
  });

  it('shows the PIX code, checks every 5 s and refreshes the balance once approved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
    let status = 'PENDING';
    const api = stubWallet({
      wallet: () => json(200, walletJson(status === 'COMPLETED' ? 175 : 125)),
      extra: {
        'POST /api/wallet/deposits': () => json(201, depositJson(50)),
        [`GET /api/wallet/deposits/${walletIds.deposit}`]: () => json(200, depositJson(50, status)),
      },
    });
    const { app, dialog } = await openDeposit(vi.advanceTimersByTime);

    await app.user.click(within(dialog).getByRole('button', { name: /^R\$\s50$/ }));
    expect(within(dialog).getByLabelText('Valor do depósito')).toHaveValue('R$ 50,00');
    await app.user.click(within(dialog).getByRole('button', { name: 'Gerar código PIX' }));

    const pix = await screen.findByRole('dialog', { name: 'Depósito via PIX' });
    expect(within(pix).getByTestId('pix-code')).toHaveTextContent(brCode);
    expect(within(pix).getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    expect(within(pix).getByText('R$ 50,00')).toBeVisible();
    // The PIX dialog of spec §2, footer included.
    expect(pix).toHaveTextContent(
      'A transação é processada automaticamente assim que o pagamento for concluído.',
    );
    expect(within(pix).getByRole('button', { name: 'Copiar código' })).toBeVisible();
    expect(within(pix).getByRole('status')).toHaveTextContent('Aguardando o pagamento');
    expect(within(pix).getByRole('link', { name: /Abrir banco de teste/ })).toHaveAttribute(
      'href',
      `http://localhost:3000/api/payments/sandbox/bank/987654321?s=${SANDBOX_SIGNATURE}`,
    );
    const [create] = api.to('POST /api/wallet/deposits');
    // Into the wallet at the shop the balance shown is at (decision 042).
    expect(create?.body).toEqual({ amount: 50, barbershopId: walletShop.id });
    expect(create?.headers.get('Idempotency-Key')).toMatch(uuid);

    const checks = `GET /api/wallet/deposits/${walletIds.deposit}`;
    await advance(5_000);
    await waitFor(() => expect(api.to(checks)).toHaveLength(1));
    expect(api.to(checks)[0]?.search).toBe('');
    await advance(5_000);
    await waitFor(() => expect(api.to(checks)).toHaveLength(2));

    status = 'COMPLETED';
    await advance(5_000);
    expect(await screen.findByText('Depósito confirmado! Seu saldo foi atualizado.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The third check asked the gateway itself.
    expect(api.to(checks)[2]?.search).toBe('?sync=true');
    await waitFor(() =>
      expect(screen.getByTestId('wallet-balance')).toHaveTextContent('R$ 175,00'),
    );

    // Closed: no more checks.
    await advance(20_000);
    expect(api.to(checks)).toHaveLength(3);
  });

  it('shows the amount refusal the server gives under the field', async () => {
    stubWallet({
      extra: {
        'POST /api/wallet/deposits': () =>
          apiError(400, 'VALIDATION_ERROR', 'O valor máximo por depósito é R$ 5.000,00', 'amount'),
      },
    });
    const { app, dialog } = await openDeposit();
    await app.user.type(within(dialog).getByLabelText('Valor do depósito'), '1000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Gerar código PIX' }));
    expect(
      await within(dialog).findByText('O valor máximo por depósito é R$ 5.000,00'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Depositar' })).toBeVisible();
  });
});
