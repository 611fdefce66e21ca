import { expect, test } from '@playwright/test';
import { expectPath } from './support.js';
import { bookUntilPayment } from './booking-steps.js';
import { signUp } from './scene.js';

/** Mercado Pago's Visa test card, which the sandbox tokenizer accepts. */
const visa = { number: '4235 6477 2802 5682', expiry: '11/30', cvv: '123', holder: 'ANA TESTE' };

test('a new client deposits by PIX, adds a card and pays a booking from the wallet', async ({
  page,
}) => {
  await signUp(page, 'Júlia Carteira');
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Carteira' })
    .click();
  await expectPath(page, '/wallet');
  await expect(page.getByRole('heading', { name: 'Carteira', level: 1 })).toBeVisible();
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText('R$ 0,00');
  await expect(page.getByText('Nenhuma transação recente')).toBeVisible();

  // Deposit R$ 100,00 by PIX and approve it in the sandbox's bank app, in another tab.
  await page.getByRole('button', { name: 'Depositar' }).click();
  const amountDialog = page.getByRole('dialog', { name: 'Depositar' });
  await amountDialog.getByRole('button', { name: /^R\$\s100$/ }).click();
  await expect(amountDialog.getByLabel('Valor do depósito')).toHaveValue('R$ 100,00');
  await amountDialog.getByRole('button', { name: 'Gerar código PIX' }).click();
  const pix = page.getByRole('dialog', { name: 'Depósito via PIX' });
  await expect(pix.getByTestId('pix-code')).toContainText('br.gov.bcb.pix');
  await expect(pix.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await expect(pix.getByRole('status')).toContainText('Aguardando o pagamento');

  const [bank] = await Promise.all([
    page.waitForEvent('popup'),
    pix.getByRole('link', { name: 'Abrir banco de teste' }).click(),
  ]);
  await bank.getByRole('button', { name: 'Aprovar pagamento' }).click();
  // The bank returns the payer to the wallet; then they come back to the first tab.
  await expect(bank).toHaveURL((url) => url.pathname === '/wallet');
  await bank.close();
  await page.bringToFront();

  // Checked every 5 s while the dialog is open: the balance rises by itself.
  await expect(page.getByText('Depósito confirmado! Seu saldo foi atualizado.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(pix).toBeHidden();
  await expect(balance).toHaveText('R$ 100,00');
  const movements = page.getByRole('region', { name: 'Transações', exact: true });
  await expect(movements.getByRole('listitem').first()).toContainText('Depósito via PIX');
  await expect(movements.getByRole('listitem').first()).toContainText('+ R$ 100,00');

  // Add a card: tokenized in the browser, saved as brand and last four.
  await page.getByRole('button', { name: 'Adicionar cartão' }).click();
  const addCard = page.getByRole('dialog', { name: 'Adicionar cartão' });
  await addCard.getByLabel('Número do cartão').fill(visa.number);
  await addCard.getByLabel('Tipo').selectOption({ label: 'Cartão de Débito' });
  await addCard.getByLabel('Validade').fill(visa.expiry);
  await addCard.getByLabel('CVV').fill(visa.cvv);
  await addCard.getByLabel('Nome no cartão').fill(visa.holder);
  await addCard.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Cartão adicionado à sua carteira.')).toBeVisible();
  await expect(addCard).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Formas de pagamento' })
      .getByRole('button', { name: /Visa •••• 5682/ }),
  ).toContainText('Cartão de Débito · Validade 11/30');

  // Pay a R$ 50,00 haircut from the balance: the booking is confirmed at once.
  await bookUntilPayment(page, { service: /Corte de cabelo/, daysAhead: 6 });
  const wallet = page.getByRole('radio', { name: /Carteira.*Saldo: R\$\s100,00/ });
  await wallet.check();
  await page.getByRole('button', { name: /^Pagar R\$\s50,00$/ }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\//);
  await expect(page.getByRole('heading', { name: 'Agendamento Confirmado!' })).toBeVisible();

  await page.goto('/wallet');
  await expect(balance).toHaveText('R$ 50,00');
  const payment = movements.getByRole('listitem').first();
  await expect(payment).toContainText('Pagamento com a carteira');
  await expect(payment).toContainText('Corte de cabelo · Bruno Barbeiro');
  await expect(payment).toContainText('− R$ 50,00');
});
