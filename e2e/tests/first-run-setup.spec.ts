import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startLocalSmtp } from './local-smtp.js';
import type { LocalSmtp } from './local-smtp.js';
import { shopDay } from './scene.js';
import { expectPath, fillOwnerStep, fillShopAddress, signIn, waitForHealth } from './support.js';

/**
 * A real shop goes live (issue 14 §7), one day of it on one production server with e-mail:
 * the server, on an empty database, prints its one-time setup address; the owner goes through
 * the wizard and lands on /admin; invites a barber, who sets a password on their own phone;
 * a client signs up and books that barber; forgets the password and gets a link by e-mail;
 * and changing the password on one phone signs the other out. The tests run in order, each
 * on the shop the previous ones left.
 */
test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_PORT ?? 3500) + 2;
const baseUrl = `http://localhost:${port}`;
const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'navalha-e2e-setup-'));

const owner = { email: 'joana@barbeariadajoana.com.br', password: 'Tesoura@2026' };
const barber = { name: 'Caio Ribeiro', email: 'caio@barbeariadajoana.com.br' };
const client = { name: 'Lia Mendes', email: 'lia.mendes@exemplo.com.br' };
/** The client's password as it changes along the day. */
const clientPasswords = { signUp: 'Segura@123', reset: 'Navalha@2027', changed: 'Navalha@2028' };

test.use({ baseURL: baseUrl });

let server: ChildProcess;
let smtp: LocalSmtp;
let log = '';
/** The invitation link the owner read on the screen. */
let invitationLink = '';

test.beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-first-run-setup-secret-long-enough-for-hs256-0123456789',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      // E-mail through a real SMTP server on a local port, as a shop's provider would be.
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Barbearia da Joana <nao-responda@barbeariadajoana.com.br>',
      // No demo shop: a fresh production database (DEMO_DATA=false is production's default).
      DEMO_DATA: 'false',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      LOG_LEVEL: 'warn',
      // A retried test signs in again: the per-minute sign-in limit is not what is tested here.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      VIACEP_URL: 'http://127.0.0.1:9/ws',
      BRASILAPI_URL: 'http://127.0.0.1:9/api/cep/v1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await expect
    .poll(() => /\/setup\?token=[\w%-]+/.test(log), { timeout: 240_000, intervals: [500] })
    .toBe(true);
  await waitForHealth(baseUrl, { timeout: 60_000 });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a fresh production server is set up from its log to the admin area', async ({ page }) => {
  const health = await (await fetch(`${baseUrl}/api/health`)).json();
  expect(health).toEqual({ status: 'ok', setup: 'required' });
  expect(log).not.toMatch(/Dono@123|dono@navalha\.dev/);

  // Any page, in a fresh browser, says the shop is being set up.
  await page.goto(`${baseUrl}/signin`);
  await expect(
    page.getByRole('heading', { name: 'A barbearia está sendo configurada' }),
  ).toBeVisible();

  const address = /(http:\/\/\S+\/setup\?token=[\w%-]+)/.exec(log)?.[1] ?? '';
  expect(address.startsWith(`${baseUrl}/setup?token=`)).toBe(true);
  await page.goto(address);

  await fillOwnerStep(page, { ...owner, name: 'Joana Navalha', phone: '11987654321' });

  await expect(page.getByRole('heading', { name: 'Sua barbearia' })).toBeVisible();
  // A reload resumes here, the token kept in the tab.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sua barbearia' })).toBeVisible();
  await page.getByLabel('Nome da barbearia').fill('Barbearia da Joana');
  await page.getByLabel('CEP').fill('01304001');
  await expect(page.getByText('Preencha o endereço manualmente.')).toBeVisible();
  await fillShopAddress(page, '1200');

  await expect(page.getByRole('heading', { name: 'Horário de funcionamento' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar horários' }).click();

  await expect(page.getByRole('heading', { name: 'Serviços', exact: true })).toBeVisible();
  await page.getByLabel('Preço (R$) — Corte', { exact: true }).fill('50,00');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Sua equipe' })).toBeVisible();
  await expect(page.getByLabel('Eu também atendo')).toBeChecked();
  await page.getByRole('button', { name: 'Concluir configuração' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { name: 'O que falta' })).toBeVisible();
  expect(await (await fetch(`${baseUrl}/api/health`)).json()).toEqual({
    status: 'ok',
    setup: 'done',
  });

  // The address is spent: it now says setup is done.
  await page.goto(address);
  await expect(
    page.getByRole('heading', { name: 'A configuração já foi concluída' }),
  ).toBeVisible();
});

test('the owner invites a barber, who sets a password on their own phone and sees the agenda', async ({
  page,
  browser,
}) => {
  await signIn(page, owner);
  await expectPath(page, '/admin');
  // What is left to do names the team: the owner follows it.
  await page.getByRole('link', { name: 'Convidar barbeiros' }).click();
  await expectPath(page, '/admin/barbers');
  await page.getByRole('button', { name: 'Novo barbeiro' }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Convidar barbeiro' });
  await inviteDialog.getByLabel('Nome').fill(barber.name);
  await inviteDialog.getByLabel('Email').fill(barber.email);
  await inviteDialog.getByLabel('Telefone (opcional)').fill('11912345678');
  await inviteDialog.getByRole('button', { name: 'Criar convite' }).click();

  // The link, to copy or to send by WhatsApp (it is also e-mailed: see the e-mail test).
  const linkDialog = page.getByRole('dialog', { name: 'Convite pronto' });
  invitationLink = await linkDialog.getByRole('textbox').inputValue();
  expect(invitationLink).toMatch(new RegExp(`^${baseUrl}/convite\\?token=[\\w-]{43}$`));
  await expect(linkDialog.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  await expect(linkDialog.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511912345678\?text=/,
  );
  await linkDialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('list', { name: 'Convites pendentes' })).toContainText(barber.name);

  // The barber opens it on their own phone and chooses a password.
  const barberContext = await browser.newContext();
  const barberPage = await barberContext.newPage();
  await barberPage.goto(invitationLink);
  await expect(barberPage.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
  await barberPage.getByLabel('Senha', { exact: true }).fill('Navalha@123');
  await barberPage.getByLabel('Confirmar senha').fill('Navalha@123');
  await barberPage.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expectPath(barberPage, '/barber');
  await expect(barberPage.getByRole('heading', { name: 'Área do barbeiro' })).toBeVisible();
  // The agenda answers, with the week the shop opens (the wizard's hours).
  await expect(barberPage.getByText('Erro ao carregar')).toHaveCount(0);
  await barberContext.close();

  // The owner sees the barber on the team, and has them do the shop's haircut.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Convites pendentes' })).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(barber.name) }).click();
  await page.getByRole('button', { name: 'Editar dados e serviços' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar barbeiro' });
  await editDialog.getByLabel('Corte', { exact: true }).check();
  await editDialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(editDialog).toHaveCount(0);
});

/** The first day from tomorrow that the shop opens: the wizard's week closes on Sunday. */
function nextOpenDay() {
  for (let days = 1; ; days += 1) {
    const day = shopDay(days);
    if (day.weekday !== 'Sun') return day;
  }
}

test('a new client signs up and books that barber, paying in cash at the shop', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expectPath(page, '/signup');
  await page.getByLabel('Nome').fill(client.name);
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Senha', { exact: true }).fill(clientPasswords.signUp);
  await page.getByLabel('Confirmar senha').fill(clientPasswords.signUp);
  await page.getByLabel('Telefone (opcional)').pressSequentially('11987651234');
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Lia');

  await page.getByRole('link', { name: 'Agendar', exact: true }).click();
  await expectPath(page, '/services');
  // The wizard's starter list, at the price the owner gave the haircut.
  const corte = page.getByRole('button', { name: /^Corte(?! \+| infantil)/ });
  await expect(corte).toContainText('R$ 50,00');
  await corte.click();
  await expect(corte).toHaveAttribute('aria-pressed', 'true');
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await continuar.click();

  await expectPath(page, '/barbers');
  await page.getByText(barber.name, { exact: true }).click();
  await expect(page.getByRole('radio', { name: barber.name })).toBeChecked();
  await continuar.click();

  await expectPath(page, '/calendar');
  let date = nextOpenDay();
  const firstFree = page
    .getByRole('list', { name: /^Horários de / })
    .getByRole('button')
    .first();
  // A day without a free time (a holiday, say) moves to the next open one.
  const noTimes = page.getByText('Nenhum horário disponível.');
  let shownMonth = shopDay(0).monthNumber;
  for (let tries = 0; ; tries += 1) {
    if (date.monthNumber !== shownMonth) {
      await page.getByRole('button', { name: 'Próximo mês' }).click();
      shownMonth = date.monthNumber;
    }
    await page
      .getByRole('button', { name: new RegExp(`, ${date.day} de ${date.month} de ${date.year}$`) })
      .click();
    await expect(firstFree.or(noTimes)).toBeVisible();
    if (await firstFree.isVisible()) break;
    expect(tries, 'no free time in the first week').toBeLessThan(6);
    let days = 1;
    while (shopDay(days).iso <= date.iso || shopDay(days).weekday === 'Sun') days += 1;
    date = shopDay(days);
  }
  const time = (await firstFree.textContent())?.trim() ?? '';
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  await firstFree.click();
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expectPath(page, '/confirm');
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary.getByText(barber.name)).toBeVisible();
  await expect(summary.getByText(date.ddmmyyyy)).toBeVisible();
  await expect(summary.getByText(time, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectPath(page, '/payment');
  const methods = page.getByRole('group', { name: 'Forma de pagamento' });
  await methods.getByRole('radio', { name: /Dinheiro/ }).check();
  await page.getByRole('button', { name: /^Agendar R\$\s50,00$/ }).click();

  await expect(page).toHaveURL(/\/booking-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Agendamento Solicitado!' })).toBeVisible();
  await expect(
    page.getByText('Agendamento realizado com sucesso! Pagamento será feito na barbearia.'),
  ).toBeVisible();
  await expect(page.getByText(`${date.ddmmyyyy} às ${time}`)).toBeVisible();
  await expect(page.getByText('Dinheiro · R$ 50,00')).toBeVisible();
});

/** The e-mail to `address` whose text has `pattern`, as soon as the outbox has sent it. */
async function emailTo(address: string, pattern: RegExp): Promise<string> {
  const find = () =>
    smtp.received.find((email) => email.to.includes(address) && pattern.test(email.text))?.text;
  // The outbox is swept once a minute (notification-sweep.ts): up to a minute and a bit.
  await expect.poll(() => find() !== undefined, { timeout: 90_000, intervals: [1_000] }).toBe(true);
  return find() ?? '';
}

test('a client who forgot the password gets a link by e-mail, sets a new one and is signed in', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expectPath(page, '/esqueci-senha');
  await expect(page.getByRole('heading', { name: 'Esqueceu a senha?' })).toBeVisible();
  await page.getByLabel('Email').fill(client.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  // Sent by e-mail: the page says so (the same answer whether or not the account exists).
  await expect(page.getByText('enviamos um link para criar uma nova senha')).toBeVisible();

  const linkPattern = new RegExp(`${baseUrl}/redefinir-senha\\?token=[\\w%-]+`);
  const email = await emailTo(client.email, linkPattern);
  expect(email).toContain('Barbearia da Joana');
  const link = linkPattern.exec(email)?.[0] ?? '';

  await page.goto(link);
  await expect(page.getByText(`Nova senha para ${client.email}`)).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill(clientPasswords.reset);
  await page.getByLabel('Confirmar nova senha').fill(clientPasswords.reset);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expectPath(page, '/');
  await expect(page.getByText('Senha redefinida. Você já está conectado.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Lia');

  // The link is single use: opened again, it says so.
  await page.goto(link);
  await expect(page.getByText('Este link expirou ou já foi usado. Peça um novo.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();

  // The outbox also sent the barber's invitation, with the link the owner had on the screen.
  expect(await emailTo(barber.email, /\/convite\?token=/)).toContain(invitationLink);
});

async function signedInAsClient(page: Page, password: string) {
  await signIn(page, { email: client.email, password });
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Lia');
}

test('changing the password on one phone signs the account out of the other', async ({
  page,
  browser,
}) => {
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signedInAsClient(page, clientPasswords.reset);
  await signedInAsClient(other, clientPasswords.reset);

  await page.getByRole('link', { name: 'Conta' }).click();
  await page.getByRole('link', { name: 'Alterar senha' }).click();
  await expectPath(page, '/account/password');
  await page.getByLabel('Senha atual').fill(clientPasswords.reset);
  await page.getByLabel('Nova senha', { exact: true }).fill(clientPasswords.changed);
  await page.getByLabel('Confirmar nova senha').fill(clientPasswords.changed);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(
    page.getByText('Senha alterada. As outras sessões da sua conta foram encerradas.'),
  ).toBeVisible();

  // The other phone's next step lands on the sign-in page…
  await other.reload();
  await expectPath(other, '/signin');
  // …where the old password no longer works, and the new one does.
  await signIn(other, { email: client.email, password: clientPasswords.reset });
  await expect(other.getByText('Email ou senha incorretos').first()).toBeVisible();
  await signedInAsClient(other, clientPasswords.changed);
  await otherContext.close();

  // This phone carries on with its new session.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expectPath(page, '/account');
  await page.reload();
  await expectPath(page, '/account');
  await expect(page.getByText(client.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair da conta' })).toBeVisible();
});
