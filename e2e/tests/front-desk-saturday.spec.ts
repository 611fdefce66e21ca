import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { findFreeSlot } from './scene.js';
import { demoAccounts, expectPath, signIn } from './support.js';
import {
  auditWhen,
  blockOf,
  book,
  bookOnPhone,
  brl,
  cancelWithPartialRefund,
  centsOf,
  expectAuditSentences,
  expectClientSeesRefund,
  haircutAndBarbers,
  newClient,
  openLiveGrid,
  receiveCashWithChange,
} from './desk.js';

/**
 * The reception's Saturday, in one story (issue 17 §8): the desk on a 1280×800 laptop, the client
 * on their phone. A walk-in booked into an empty time of the grid; the client's own booking, made
 * through the phone's screens, appearing on the desk's open grid without a reload; moved by 'Mover' to another barber; the
 * arrival; cash taken with change; another paid booking cancelled with a partial refund that the
 * client's app shows; and the day's cash closed, its figures checked against what the desk did.
 * The owner keeps the same day's grid open in a browser of their own and sees each change appear
 * without a reload; at the end, the owner's audit log tells each action as one sentence.
 */

const deskViewport = { width: 1280, height: 800 };
const phoneViewport = { width: 390, height: 844 };

/** The day's figures as the cash screen's summary shows them, in centavos. */
async function cashSummary(page: Page) {
  await page.goto('/admin/caixa');
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const figure = async (label: string) =>
    centsOf(
      (await summary
        .getByRole('listitem')
        .filter({ hasText: label })
        .locator('span')
        .last()
        .textContent()) ?? '',
    );
  return {
    received: await figure('Total recebido'),
    expectedCash: await figure('Dinheiro esperado no caixa'),
    refunded: await figure('Estornos'),
  };
}

test('the reception runs the day: walk-in, a live booking moved, arrival, cash, a refund, the closing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const desks = await browser.newContext({ viewport: deskViewport });
  const phone = await browser.newContext({ viewport: phoneViewport });
  const owners = await browser.newContext({ viewport: deskViewport });
  try {
    const deskPage = await desks.newPage();
    await signIn(deskPage, demoAccounts.reception);
    await expectPath(deskPage, '/admin/agenda');
    const before = await cashSummary(deskPage);

    // The client, signed in on their phone.
    const clientName = `Sábado Cliente ${Date.now() % 10_000}`;
    const phonePage = await phone.newPage();
    const { api, account } = await newClient(phonePage.request, clientName);
    await signIn(phonePage, account);
    await expectPath(phonePage, '/');
    const { haircut, barbers } = await haircutAndBarbers(api);
    const [first, second] = barbers;
    if (!first || !second) throw new Error('The demo shop needs two barbers who cut hair');
    const slot = await findFreeSlot(api, first.id, haircut.durationMinutes, { fromDay: 8 });

    // The owner's grid of that day, open from the start in a second browser; and the desk's.
    const ownerPage = await owners.newPage();
    await signIn(ownerPage, demoAccounts.owner);
    await expectPath(ownerPage, '/admin');
    const owner = await openLiveGrid(ownerPage, slot.date);
    const desk = await openLiveGrid(deskPage, slot.date);
    const { grid } = desk;

    // 1. A walk-in (name and phone only) in an empty time of the second barber.
    const { times } = await api.get<{ times: { time: string; available: boolean }[] }>(
      `/working-hours/barber/${second.id}/available-times?date=${slot.date}&serviceDuration=${haircut.durationMinutes}`,
    );
    const walkInTime = times.find((candidate) => candidate.available)?.time;
    if (!walkInTime) throw new Error(`${second.name} has no free time on ${slot.date}`);
    const walkInName = `Walter Sábado ${Date.now() % 10_000}`;
    await grid
      .getByRole('button', { name: `Novo agendamento às ${walkInTime} com ${second.name}` })
      .click();
    const newBooking = deskPage.getByRole('dialog', { name: 'Novo agendamento' });
    await expect(newBooking.getByLabel('Horário', { exact: true })).toHaveValue(walkInTime);
    await newBooking.getByRole('button', { name: 'Novo cliente (nome e telefone)' }).click();
    await newBooking.getByLabel('Nome', { exact: true }).fill(walkInName);
    await newBooking.getByLabel('Telefone', { exact: true }).pressSequentially('11987650031');
    await newBooking.getByLabel(/^Corte de cabelo ·/).check();
    await newBooking.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(newBooking).toBeHidden();
    for (const { grid: shown } of [desk, owner]) {
      await expect(blockOf(shown, walkInName, walkInTime, second.name)).toHaveAccessibleName(
        /Confirmado · Pagar na barbearia$/,
      );
    }

    // 2. The client books on the phone's screens, to pay at the shop; both open grids show it
    // without a reload.
    await bookOnPhone(phonePage, first.name, slot);
    const cash = { totalCents: Math.round(haircut.pricing.finalPrice * 100) };
    const clientBlock = blockOf(grid, clientName, slot.time, first.name);
    for (const { grid: shown } of [desk, owner]) {
      await expect(blockOf(shown, clientName, slot.time, first.name)).toHaveAccessibleName(
        /Pendente · Pagar na barbearia$/,
        { timeout: 10_000 },
      );
    }
    expect(desk.reloaded()).toBe(false);

    // 3. 'Mover' to the second barber's first free time.
    await clientBlock.click();
    const panel = deskPage.getByRole('dialog', { name: clientName });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Mover', exact: true }).click();
    const move = deskPage.getByRole('dialog', { name: 'Mover agendamento' });
    await move.getByLabel('Barbeiro').selectOption({ label: second.name });
    const timeSelect = move.getByLabel('Horário');
    await expect(timeSelect.locator('option').first()).toHaveText('Escolha');
    // Not overlapping its old time: step 5 books the client again at that very time.
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    const offered = (await timeSelect.locator('option').allTextContents()).slice(1);
    const movedTo =
      offered.find(
        (time) => Math.abs(minutes(time) - minutes(slot.time)) >= haircut.durationMinutes,
      ) ?? '';
    await timeSelect.selectOption(movedTo);
    await move.getByRole('button', { name: 'Mover', exact: true }).click();
    await expect(move).toBeHidden();
    // The open panel (a modal: the grid behind it is hidden from assistive technology) follows.
    await expect(panel).toContainText(new RegExp(`${movedTo}–\\d{2}:\\d{2} · com ${second.name}`));
    // The owner's grid: the block in the second barber's column, at its new time.
    const ownerBlock = blockOf(owner.grid, clientName, movedTo, second.name);
    await expect(ownerBlock).toHaveAccessibleName(/Pendente · Pagar na barbearia$/);
    await expect(blockOf(owner.grid, clientName, slot.time, first.name)).toHaveCount(0);

    // 4. The client arrives, and pays in cash with a R$ 10,00 change.
    await panel.getByRole('button', { name: 'Chegou' }).click();
    await expect(panel.getByText('Chegou às')).toBeVisible();
    // The arrival confirms the pending booking.
    await expect(ownerBlock).toHaveAccessibleName(/Confirmado · Pagar na barbearia$/);
    await receiveCashWithChange(panel, cash.totalCents);
    await expect(ownerBlock).toHaveAccessibleName(/Confirmado · Pago em Dinheiro$/);
    await deskPage.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(blockOf(grid, clientName, movedTo, second.name)).toHaveAccessibleName(
      /Confirmado · Pago em Dinheiro$/,
    );

    // 5. Another booking of the client, paid by PIX, in the first barber's time the move freed;
    // cancelled by the shop with R$ 20,00 back.
    const pix = await book(api, 'PIX', slot);
    const pixBlock = blockOf(grid, clientName, slot.time, first.name);
    const ownerPixBlock = blockOf(owner.grid, clientName, slot.time, first.name);
    await expect(ownerPixBlock).toHaveAccessibleName(/Confirmado · Pago no PIX$/, {
      timeout: 10_000,
    });
    await expect(pixBlock).toHaveAccessibleName(/Confirmado · Pago no PIX$/, { timeout: 10_000 });
    await pixBlock.click();
    const pixPanel = deskPage.getByRole('dialog', { name: clientName });
    await expect(pixPanel.getByTestId('situacao')).toContainText('Pago no PIX');
    await cancelWithPartialRefund(pixPanel, pix.totalCents);
    await expect(ownerPixBlock).toHaveAccessibleName(/Cancelado · Pagamento estornado$/);
    expect(desk.reloaded()).toBe(false);
    expect(owner.reloaded()).toBe(false);

    // The client's app, on the phone: the reason and the refund.
    await expectClientSeesRefund(phonePage, pix.id);

    // 6. The day's cash: what the desk did, and nothing else, on top of the morning's figures.
    const after = await cashSummary(deskPage);
    expect(after.expectedCash - before.expectedCash).toBe(cash.totalCents);
    expect(after.received - before.received).toBe(cash.totalCents + pix.totalCents);
    expect(after.refunded - before.refunded).toBe(2000);
    const receipts = deskPage.getByRole('region', { name: 'Recebimentos' });
    await expect(
      receipts
        .getByRole('listitem')
        .filter({ hasText: clientName })
        .filter({ hasText: 'Dinheiro' }),
    ).toContainText(`Dinheiro · ${second.name}${brl(cash.totalCents)}`);
    await expect(
      deskPage
        .getByRole('region', { name: 'Estornos' })
        .getByRole('listitem')
        .filter({ hasText: clientName }),
    ).toContainText(`Barbeiro indisponível${brl(2000)}`);

    await deskPage.getByRole('button', { name: 'Fechar caixa' }).click();
    const closing = deskPage.getByRole('dialog', { name: 'Fechar caixa' });
    await closing
      .getByLabel('Dinheiro contado (R$)')
      .fill((after.expectedCash / 100).toFixed(2).replace('.', ','));
    await expect(closing.getByText('Caixa confere')).toBeVisible();
    await closing.getByRole('button', { name: 'Registrar fechamento' }).click();
    await expect(closing).toBeHidden();
    const closed = deskPage.getByRole('region', { name: 'Fechamento' });
    // The day's latest closing; a day closed again lists the earlier ones under it.
    await expect(closed.getByText('Caixa confere', { exact: true })).toBeVisible();
    await expect(closed.getByText(/Fechado por Renata Recepção às \d{2}:\d{2}/)).toBeVisible();

    // 7. The owner's audit log: each of the desk's actions as one sentence.
    const renata = 'Renata Recepção';
    const moved = `${clientName} (${auditWhen(slot.date, movedTo)})`;
    const cancelled = `${clientName} (${auditWhen(slot.date, slot.time)})`;
    const refunded = `${renata} reembolsou ${brl(2000)} a ${cancelled}: Barbeiro indisponível`;
    await expectAuditSentences(ownerPage, 'Agendamentos', [
      `${renata} agendou ${walkInName} (${auditWhen(slot.date, walkInTime)}) na recepção`,
      `${renata} moveu o agendamento de ${moved}`,
      `${renata} registrou a chegada de ${moved}`,
      `${renata} cancelou o agendamento de ${cancelled}: Barbeiro indisponível`,
      refunded,
    ]);
    await expectAuditSentences(ownerPage, 'Pagamentos', [
      `${renata} recebeu ${brl(cash.totalCents)} em dinheiro de ${moved}`,
      refunded,
    ]);
  } finally {
    await desks.close();
    await owners.close();
    await phone.close();
  }
});
