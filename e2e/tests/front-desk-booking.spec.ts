import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoAccounts, expectPath, seriousViolations, signIn } from './support.js';

/**
 * The desk books, moves and blocks from the grid (issue 17 §1), on a day far past the demo
 * agenda's two weeks, so its times are free.
 */
// The two tests' days are three apart, so moving one off a Sunday never lands on the other's;
// a retry takes days of its own, the first try's bookings still standing.
function emptyDay(offsetDays: number): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  // The demo barbers work Monday to Saturday.
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function openGrid(page: Page, date: string) {
  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');
  await page.goto(`/admin/agenda?vista=grade&data=${date}`);
  await expect(page.getByRole('region', { name: 'Grade do dia' })).toBeVisible();
}

/** axe-core on what is on screen: no serious or critical violation. */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function bookWalkIn(page: Page, barber: string, time: string, name: string, phone: string) {
  await page.getByRole('button', { name: `Novo agendamento às ${time} com ${barber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await expect(dialog.getByLabel('Horário', { exact: true })).toHaveValue(time);
  await dialog.getByRole('button', { name: 'Novo cliente (nome e telefone)' }).click();
  await dialog.getByLabel('Nome', { exact: true }).fill(name);
  await dialog.getByLabel('Telefone', { exact: true }).pressSequentially(phone);
  await dialog.getByLabel(/^Corte de cabelo ·/).check();
  await dialog.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Agendamento confirmado')).toBeVisible();
}

async function blockAndUnblock(page: Page, barber: string, time: string, reason: string) {
  await page.getByRole('button', { name: `Novo agendamento às ${time} com ${barber}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Bloquear horário' }).click();
  await dialog.getByLabel('Motivo', { exact: true }).fill(reason);
  await dialog.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(dialog).toBeHidden();
  const grid = page.getByRole('region', { name: 'Grade do dia' });
  await expect(grid.getByText(`Folga: ${reason}`)).toBeVisible();
  await grid.getByRole('button', { name: `Remover bloqueio: ${reason}` }).click();
  await expect(grid.getByText(`Folga: ${reason}`)).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Novo agendamento às ${time} com ${barber}` }),
  ).toBeVisible();
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('books a walk-in in an empty time, drags it to another barber, blocks a time and frees it', async ({
    page,
  }) => {
    await openGrid(page, emptyDay(45 + 10 * test.info().retry));
    await bookWalkIn(page, 'Lucas Ferreira', '10:00', 'Walter Balcão', '11987650001');
    const grid = page.getByRole('region', { name: 'Grade do dia' });
    const block = grid.getByRole('button', { name: /^Walter Balcão, 10:00 às/ });
    await expect(block).toHaveAccessibleName(/com Lucas Ferreira, Confirmado · Pagar na barbearia/);
    await expectAccessible(page);
    await page
      .getByRole('button', { name: 'Novo agendamento às 16:00 com Lucas Ferreira' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Novo agendamento' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await block.dragTo(
      page.getByRole('button', { name: 'Novo agendamento às 11:00 com Rafael Moreira' }),
    );
    await expect(
      grid.getByRole('button', { name: /^Walter Balcão, 11:00 às/ }),
    ).toHaveAccessibleName(/com Rafael Moreira/);

    await blockAndUnblock(page, 'Lucas Ferreira', '15:00', 'Reunião com fornecedor');
  });
});

test.describe('on a phone', () => {
  test('books a walk-in in an empty time of one barber, blocks a time and frees it', async ({
    page,
  }) => {
    await openGrid(page, emptyDay(48 + 10 * test.info().retry));
    // One barber at a time: the first by name.
    await expect(page.getByText(/^1 de \d+$/)).toBeVisible();
    await bookWalkIn(page, 'Bruno Barbeiro', '09:00', 'Paula Balcão', '11987650002');
    await expect(
      page
        .getByRole('region', { name: 'Grade do dia' })
        .getByRole('button', { name: /^Paula Balcão, 09:00 às .*com Bruno Barbeiro/ }),
    ).toBeVisible();
    await blockAndUnblock(page, 'Bruno Barbeiro', '16:00', 'Consulta médica');
  });
});
