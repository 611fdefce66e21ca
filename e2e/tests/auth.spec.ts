import { expect, test } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';

test('a new client signs up and lands on the home page greeted by first name', async ({ page }) => {
  const email = `joana.${Date.now()}@exemplo.com.br`;
  await page.goto('/signup');
  await page.getByLabel('Nome').fill('Joana Prado');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Segura@123');
  await page.getByLabel('Confirmar senha').fill('Segura@123');
  await page.getByLabel('Telefone (opcional)').pressSequentially('11987654321');
  await expect(page.getByLabel('Telefone (opcional)')).toHaveValue('(11) 98765-4321');

  const submit = page.getByRole('button', { name: 'Criar conta' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Joana');
  await expect(page.getByText('Bem-vindo(a), Joana Prado!')).toBeVisible();
});

test('signing up again with the same e-mail says it is in use', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Nome').fill('Outro Cliente');
  await page.getByLabel('Email').fill(demoAccounts.client.email);
  await page.getByLabel('Senha', { exact: true }).fill('Segura@123');
  await page.getByLabel('Confirmar senha').fill('Segura@123');
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Este email já está em uso')).toBeVisible();
  await expectPath(page, '/signup');
});

test('the demo client lands on the home page', async ({ page }) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Início' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the demo barber lands on /barber', async ({ page }) => {
  await signIn(page, demoAccounts.barber);
  await expectPath(page, '/barber');
  await expect(page.getByRole('heading', { name: 'Área do barbeiro' })).toBeVisible();
});

test('the admin lands on /admin', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await expectPath(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Painel da barbearia' })).toBeVisible();
  // The team and the audit log are the owner's alone.
  await page.goto('/admin/more');
  await expect(page.getByRole('link', { name: /Configurações/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Equipe/ })).toHaveCount(0);
});

test('the owner lands on /admin', async ({ page }) => {
  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Painel da barbearia' })).toBeVisible();
  await page.goto('/admin/more');
  await expect(page.getByRole('link', { name: /Equipe/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Registro de alterações/ })).toBeVisible();
});

test('a wrong password shows "Email ou senha incorretos"', async ({ page }) => {
  await signIn(page, { email: demoAccounts.client.email, password: 'Errada@123' });
  await expect(page.getByText('Email ou senha incorretos').first()).toBeVisible();
  await expectPath(page, '/signin');
});

test('the form shows the spec messages before calling the server', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
});

test('an unknown path lands on the home page', async ({ page }) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await page.goto('/esta-pagina-nao-existe');
  await expectPath(page, '/');
});

test('signed out, /mybookings goes to /signin', async ({ page }) => {
  await page.goto('/mybookings');
  await expectPath(page, '/signin');
});

test('a barber opening the client home is sent to /barber', async ({ page }) => {
  await signIn(page, demoAccounts.barber);
  await expectPath(page, '/barber');
  await page.goto('/');
  await expectPath(page, '/barber');
});

test('signing out from the account page returns to /signin and stays signed out', async ({
  page,
}) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await page.getByRole('link', { name: 'Conta' }).click();
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expectPath(page, '/signin');
  await page.goto('/');
  await expectPath(page, '/signin');
});

test('the session survives a reload', async ({ page }) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await page.reload();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);
});

test('signing in before the app has started never puts the password in the address', async ({
  page,
}) => {
  // The page's HTML is there; the app's entry waits, as on a slow phone network.
  let release = () => {};
  const entryHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/signin', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(demoAccounts.client.email);
  await page.getByLabel('Senha', { exact: true }).fill(demoAccounts.client.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  expect(page.url()).not.toContain('password');
  expect(new URL(page.url()).search).toBe('');

  // The app starts, takes the page over and sends the held form: the client is signed in.
  release();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);
  expect(page.url()).not.toContain('password');
});
