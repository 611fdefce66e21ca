import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffJson } from '../../../test/admin-fixtures';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { BarberDetailScreen } from './barber-detail-screen';

const bruno = staffJson();
const TIME_OFF = `/api/admin/barbers/${bruno.id}/time-off`;

function timeOffJson(id: string, overrides: Record<string, unknown>) {
  return {
    id: `6e617661-6c68-4100-8000-00000000f${id}`,
    barberId: bruno.id,
    startsAt: '2030-05-10T03:00:00.000Z',
    endsAt: '2030-05-11T03:00:00.000Z',
    startDate: '2030-05-10',
    startTime: '00:00',
    endDate: '2030-05-11',
    endTime: '00:00',
    reason: null,
    ...overrides,
  };
}

const friday = timeOffJson('001', {});
const doctor = timeOffJson('002', {
  startsAt: '2030-05-13T17:00:00.000Z',
  endsAt: '2030-05-13T19:00:00.000Z',
  startDate: '2030-05-13',
  startTime: '14:00',
  endDate: '2030-05-13',
  endTime: '16:00',
  reason: 'Consulta médica',
});

/** The barber's page, its time off answered by `handlers`' own routes where given. */
function renderBarber(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /api/admin/barbers': () => json(200, [bruno]),
    'GET /api/admin/services': () => json(200, []),
    [`GET /api/working-hours/barber/${bruno.id}`]: () => json(200, []),
    [`GET ${TIME_OFF}`]: () => json(200, [friday, doctor]),
    ...handlers,
  });
  renderWithQuery(<BarberDetailScreen barberId={bruno.id} />);
  return api;
}

async function setField(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

describe("the barber's time off", () => {
  it('lists what is coming: whole days and hours, with the reason', async () => {
    renderBarber({});
    const list = await screen.findByRole('list', { name: 'Folgas marcadas' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sex, 10/05, dia inteiro',
      'Seg, 13/05 14:00 às 16:00Consulta médica',
    ]);
  });

  it('marks whole days off, ending at midnight after the last one, and says what it meets', async () => {
    const user = userEvent.setup();
    const api = renderBarber({
      [`POST ${TIME_OFF}`]: (request) =>
        json(201, {
          timeOff: timeOffJson('003', request.body as Record<string, unknown>),
          overlappingAppointments: 2,
        }),
    });
    await screen.findByRole('list', { name: 'Folgas marcadas' });
    const form = screen.getByRole('form', { name: 'Nova folga' });
    expect(within(form).getByLabelText('Dia inteiro')).toBeChecked();
    await setField(user, 'Primeiro dia', '2030-06-03');
    await setField(user, 'Último dia', '2030-06-05');
    await user.type(within(form).getByLabelText('Motivo (opcional)'), 'Férias');
    await user.click(within(form).getByRole('button', { name: 'Marcar folga' }));

    expect(await screen.findByText('Folga marcada.')).toBeVisible();
    expect(
      screen.getByText(
        '2 agendamentos já marcados continuam nesse período: reagende ou cancele na agenda.',
      ),
    ).toBeVisible();
    expect(api.to(`POST ${TIME_OFF}`)[0]?.body).toEqual({
      startDate: '2030-06-03',
      startTime: '00:00',
      endDate: '2030-06-06',
      endTime: '00:00',
      reason: 'Férias',
    });
    // The list is read again with the new time off.
    expect(api.to(`GET ${TIME_OFF}`).length).toBeGreaterThanOrEqual(2);
    expect(within(form).getByLabelText('Motivo (opcional)')).toHaveValue('');
  }, 20_000);

  it('refuses hours that end before they start, sending nothing', async () => {
    const user = userEvent.setup();
    const api = renderBarber({});
    await screen.findByRole('list', { name: 'Folgas marcadas' });
    const form = screen.getByRole('form', { name: 'Nova folga' });
    await user.click(within(form).getByLabelText('Dia inteiro'));
    await setField(user, 'Início', '2030-06-03');
    await setField(user, 'Fim', '2030-06-03');
    await setField(user, 'Hora de início', '15:00');
    await setField(user, 'Hora do fim', '14:00');
    await user.click(within(form).getByRole('button', { name: 'Marcar folga' }));
    expect(within(form).getByText('O fim da folga deve ser depois do início')).toBeVisible();
    expect(api.to(`POST ${TIME_OFF}`)).toHaveLength(0);
  }, 20_000);

  it('removes time off after asking', async () => {
    const user = userEvent.setup();
    const api = renderBarber({
      [`DELETE /api/admin/time-off/${doctor.id}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remover folga de Seg, 13/05 14:00 às 16:00' }),
    );
    const ask = screen.getByRole('dialog', { name: 'Remover folga?' });
    expect(
      within(ask).getByText('Os horários voltam a ficar disponíveis para agendamento.'),
    ).toBeVisible();
    await user.click(within(ask).getByRole('button', { name: 'Remover folga' }));
    expect(await screen.findByText('Folga removida.')).toBeVisible();
    expect(api.to(`DELETE /api/admin/time-off/${doctor.id}`)).toHaveLength(1);
    expect(api.to(`DELETE /api/admin/time-off/${friday.id}`)).toHaveLength(0);
  }, 20_000);
});
