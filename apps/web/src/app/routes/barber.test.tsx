import { formatBRL } from '@navalha/core/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import type { RecordedRequest } from '../../test/api-stub';
import { appointmentJson, appointmentPage } from '../../test/appointment-fixtures';
import type { AppointmentJsonOptions } from '../../test/appointment-fixtures';
import { barber, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const AGENDA = 'GET /api/appointments/barber/my-appointments';

function id(n: number): string {
  return `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`;
}

function item(n: number, name: string, options: AppointmentJsonOptions) {
  const json = appointmentJson(id(n), {
    services: [{ name: 'Corte', price: 50, durationMinutes: 30 }],
    ...options,
  });
  return {
    ...json,
    client: { id: `client-${n}`, name, phone: '(11) 98765-4321', avatarUrl: null },
  };
}

// Wednesday 8 May 2030, 09:00 in São Paulo; its week is Sunday 5 to Saturday 11 May.
const joao = item(1, 'João Pedro', { date: '2030-05-08', time: '15:00' });
const marcos = item(2, 'Marcos Lima', { date: '2030-05-10', time: '10:00' });
const rita = item(3, 'Rita Alves', { date: '2030-05-06', time: '10:00', status: 'CONFIRMED' });
const bia = item(4, 'Bia Costa', { date: '2030-05-08', time: '07:30', status: 'COMPLETED' });
const caio = item(5, 'Caio Nunes', { date: '2030-05-08', time: '11:00', status: 'CONFIRMED' });
const davi = item(6, 'Davi Reis', { date: '2030-05-08', time: '08:30', status: 'CONFIRMED' });

const earnings = {
  date: '2030-05-08',
  timeZone: 'America/Sao_Paulo',
  today: { from: '2030-05-08', to: '2030-05-08', count: 1, revenue: 50 },
  week: {
    from: '2030-05-05',
    to: '2030-05-11',
    count: 3,
    revenue: 145.5,
    days: [
      { date: '2030-05-05', count: 0, revenue: 0 },
      { date: '2030-05-06', count: 2, revenue: 95.5 },
      { date: '2030-05-07', count: 0, revenue: 0 },
      { date: '2030-05-08', count: 1, revenue: 50 },
      { date: '2030-05-09', count: 0, revenue: 0 },
      { date: '2030-05-10', count: 0, revenue: 0 },
      { date: '2030-05-11', count: 0, revenue: 0 },
    ],
  },
  month: { from: '2030-05-01', to: '2030-05-31', count: 9, revenue: 612 },
};

type Item = Omit<ReturnType<typeof item>, 'cancellationReason'> & {
  cancellationReason: string | null;
};

/** The agenda as the server would answer each query, from one list that actions change. */
function agendaServer(items: Item[]) {
  return (request: RecordedRequest) => {
    const query = new URLSearchParams(request.search);
    const status = query.get('status');
    const date = query.get('date');
    const from = query.get('from') ?? date ?? '2030-05-08';
    const to = query.get('to') ?? date ?? '9999-12-31';
    const data = items
      .filter((entry) => entry.scheduledDate >= from && entry.scheduledDate <= to)
      .filter((entry) => !status || entry.status === status)
      .sort((a, b) => a.scheduledTo.localeCompare(b.scheduledTo));
    return json(200, appointmentPage(data));
  };
}

function cardNames(): string[] {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(barber);
});

describe('/barber', () => {
  it('shows pending requests first, then what awaits completion, then today', async () => {
    const api = stubApi({
      [AGENDA]: agendaServer([joao, marcos, rita, bia, caio, davi]),
      'GET /api/barber-area/earnings': () => json(200, earnings),
      'GET /api/auth/me': () => json(200, barber),
    });
    await renderApp('/barber');

    expect(await screen.findByRole('heading', { name: 'Área do barbeiro' })).toBeVisible();
    expect(await screen.findByText('Olá, Bruno!')).toBeVisible();
    await screen.findByRole('heading', { name: /Solicitações pendentes/ });
    await waitFor(() =>
      expect(cardNames()).toEqual([
        'João Pedro',
        'Marcos Lima',
        'Rita Alves',
        'Bia Costa',
        'Davi Reis',
        'Caio Nunes',
      ]),
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Solicitações pendentes2', 'A concluir1', 'Hoje3']);

    const searches = api.to(AGENDA).map((request) => request.search);
    expect(searches).toEqual(
      expect.arrayContaining([
        '?limit=200&status=PENDING',
        '?limit=200&from=2030-04-25&to=2030-05-08&status=CONFIRMED',
        '?limit=200&date=2030-05-08',
      ]),
    );
    expect(screen.getByText('Concluídos hoje').nextSibling?.textContent).toBe(
      `1 · ${formatBRL(5000)}`,
    );
  });

  it('gives each card its details, contact links and the actions allowed now', async () => {
    stubApi({
      [AGENDA]: agendaServer([joao, rita, caio]),
      'GET /api/barber-area/earnings': () => json(200, earnings),
    });
    await renderApp('/barber');

    const request = await screen.findByRole('article', { name: 'João Pedro, Qua, 08/05 às 15:00' });
    expect(within(request).getByText('Qua, 08/05 · 15:00–15:30')).toBeVisible();
    expect(within(request).getByText('Pendente')).toBeVisible();
    expect(within(request).getByText('Corte')).toBeVisible();
    expect(within(request).getByText('30 min')).toBeVisible();
    expect(within(request).getByText('R$ 50,00')).toBeVisible();
    expect(within(request).getByRole('link', { name: /Ligar para João Pedro/ })).toHaveAttribute(
      'href',
      'tel:+5511987654321',
    );
    expect(
      within(request).getByRole('link', { name: 'Conversar com João Pedro no WhatsApp' }),
    ).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá, João! Aqui é da barbearia.')}`,
    );
    expect(
      within(request)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Enviar confirmação',
      'Enviar lembrete',
      'Atrasado ~15 min',
      'Confirmar',
      'Recusar',
    ]);

    const started = screen.getByRole('article', { name: 'Rita Alves, Seg, 06/05 às 10:00' });
    expect(
      within(started)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Enviar confirmação',
      'Enviar lembrete',
      'Atrasado ~15 min',
      'Concluir',
      'Cancelar',
    ]);
    // Caio's appointment has not started: it cannot be completed yet.
    const later = screen.getByRole('article', { name: 'Caio Nunes, Qua, 08/05 às 11:00' });
    expect(
      within(later)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Enviar confirmação', 'Enviar lembrete', 'Atrasado ~15 min', 'Cancelar']);
  });

  it('confirms a request, says so, and moves it out of the requests', async () => {
    const items = [joao, caio];
    const api = stubApi({
      [AGENDA]: agendaServer(items),
      'GET /api/barber-area/earnings': () => json(200, earnings),
      [`PATCH /api/appointments/${joao.id}/confirm`]: () => {
        items[0] = { ...joao, status: 'CONFIRMED' };
        return json(200, items[0]);
      },
    });
    const app = await renderApp('/barber');

    await app.user.click(
      await screen.findByRole('button', { name: 'Confirmar o agendamento de João Pedro' }),
    );

    expect(await screen.findByText('Agendamento confirmado.')).toBeVisible();
    expect(api.to(`PATCH /api/appointments/${joao.id}/confirm`)).toHaveLength(1);
    expect(await screen.findByText('Nenhuma solicitação pendente.')).toBeVisible();
    const card = screen.getByRole('article', { name: 'João Pedro, Qua, 08/05 às 15:00' });
    expect(within(card).getByText('Confirmado')).toBeVisible();
  });

  it('completes a started appointment, and shows the reason when the server refuses', async () => {
    const items = [rita, davi];
    stubApi({
      [AGENDA]: agendaServer(items),
      'GET /api/barber-area/earnings': () => json(200, earnings),
      [`PATCH /api/appointments/${rita.id}/complete`]: () => {
        items[0] = { ...rita, status: 'COMPLETED' };
        return json(200, items[0]);
      },
      [`PATCH /api/appointments/${davi.id}/complete`]: () =>
        apiError(409, 'INVALID_TRANSITION', 'Não é possível concluir um agendamento cancelado.'),
    });
    const app = await renderApp('/barber');

    await app.user.click(
      await screen.findByRole('button', { name: 'Concluir o atendimento de Rita Alves' }),
    );
    expect(await screen.findByText('Atendimento concluído.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /A concluir/ })).not.toBeInTheDocument(),
    );

    await app.user.click(
      screen.getByRole('button', { name: 'Concluir o atendimento de Davi Reis' }),
    );
    expect(await screen.findByText('Erro ao concluir atendimento')).toBeVisible();
    expect(screen.getByText('Não é possível concluir um agendamento cancelado.')).toBeVisible();
  });

  it('rejects a request only with a reason the client can read', async () => {
    const items: Item[] = [joao];
    const api = stubApi({
      [AGENDA]: agendaServer(items),
      'GET /api/barber-area/earnings': () => json(200, earnings),
      [`PATCH /api/appointments/${joao.id}/reject`]: (request) => {
        items[0] = {
          ...joao,
          status: 'CANCELLED',
          cancellationReason: (request.body as { reason: string }).reason,
        };
        return json(200, items[0]);
      },
    });
    const app = await renderApp('/barber');

    await app.user.click(
      await screen.findByRole('button', { name: 'Recusar o agendamento de João Pedro' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Recusar agendamento' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Recusar agendamento' }));
    expect(within(dialog).getByText('Informe o motivo da recusa.')).toBeVisible();

    await app.user.type(within(dialog).getByLabelText('Motivo'), 'ok');
    expect(within(dialog).getByText('O motivo deve ter pelo menos 5 caracteres.')).toBeVisible();
    expect(api.to(`PATCH /api/appointments/${joao.id}/reject`)).toHaveLength(0);

    await app.user.click(within(dialog).getByRole('button', { name: 'Horário indisponível' }));
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Horário indisponível');
    await app.user.click(within(dialog).getByRole('button', { name: 'Recusar agendamento' }));

    expect(await screen.findByText('Agendamento recusado. O cliente será avisado.')).toBeVisible();
    expect(api.to(`PATCH /api/appointments/${joao.id}/reject`)[0]?.body).toEqual({
      reason: 'Horário indisponível',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await screen.findByRole('article', { name: 'João Pedro, Qua, 08/05 às 15:00' });
    expect(within(card).getByText('Cancelado')).toBeVisible();
    expect(within(card).getByText('Horário indisponível')).toBeVisible();
  });

  it("keeps the dialog open with the server's word on the reason", async () => {
    stubApi({
      [AGENDA]: agendaServer([joao]),
      'GET /api/barber-area/earnings': () => json(200, earnings),
      [`PATCH /api/appointments/${joao.id}/reject`]: () =>
        apiError(400, 'VALIDATION_ERROR', 'O motivo deve ter no máximo 500 caracteres.', 'reason'),
    });
    const app = await renderApp('/barber');
    await app.user.click(
      await screen.findByRole('button', { name: 'Recusar o agendamento de João Pedro' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Recusar agendamento' });
    await app.user.type(within(dialog).getByLabelText('Motivo'), 'Fiquei doente hoje');
    await app.user.click(within(dialog).getByRole('button', { name: 'Recusar agendamento' }));
    expect(
      await within(dialog).findByText('O motivo deve ter no máximo 500 caracteres.'),
    ).toBeVisible();
  });

  it("says when the agenda cannot be loaded, with 'Agendamentos do dia' and sign-out still there", async () => {
    stubApi({
      [AGENDA]: () => apiError(500, 'INTERNAL_ERROR', 'Erro interno do servidor'),
      'GET /api/barber-area/earnings': () =>
        apiError(500, 'INTERNAL_ERROR', 'Erro interno do servidor'),
    });
    await renderApp('/barber');
    expect(
      (await screen.findAllByText('Erro ao buscar agendamentos.', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Agendamentos do dia' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    expect(screen.getByRole('button', { name: 'Sair da conta' })).toBeVisible();
  });
});

describe('/barber/week', () => {
  it("shows the week's days with their counts, and the chosen day with requests first", async () => {
    const api = stubApi({ [AGENDA]: agendaServer([joao, marcos, rita, bia, caio, davi]) });
    const app = await renderApp('/barber/week');

    expect(await screen.findByRole('heading', { name: '5 – 11 de maio' })).toBeVisible();
    const today = await screen.findByRole('button', {
      name: 'Quarta-feira, 8 de maio de 2030 (hoje): 4 agendamentos, com solicitação pendente',
    });
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['João Pedro', 'Bia Costa', 'Davi Reis', 'Caio Nunes']);
    expect(api.to(AGENDA)[0]?.search).toBe('?limit=200&from=2030-05-05&to=2030-05-11');

    await app.user.click(screen.getByRole('button', { name: /Segunda-feira, 6 de maio/ }));
    expect(cardNames()).toEqual(['Rita Alves']);
    expect(screen.getByRole('link', { name: 'Semana' })).toHaveAttribute('aria-current', 'page');

    await app.user.click(screen.getByRole('button', { name: 'Próxima semana' }));
    expect(await screen.findByRole('heading', { name: '12 – 18 de maio' })).toBeVisible();
    expect(await screen.findByText('Nenhum agendamento encontrado para esta data.')).toBeVisible();
    expect(api.to(AGENDA).at(-1)?.search).toBe('?limit=200&from=2030-05-12&to=2030-05-18');
  });
});

describe('/barber/hours', () => {
  it('shows the week with its breaks and days off, the time off ahead, and whom to ask', async () => {
    stubApi({
      'GET /api/barber-area/schedule': () =>
        json(200, {
          timeZone: 'America/Sao_Paulo',
          workingHours: [
            { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
            { dayOfWeek: 1, startTime: '13:00', endTime: '19:00' },
            { dayOfWeek: 3, startTime: '10:00', endTime: '18:00' },
          ],
          timeOff: [
            {
              id: 'off-1',
              startsAt: '2030-05-10T16:00:00.000Z',
              endsAt: '2030-05-10T21:00:00.000Z',
              startDate: '2030-05-10',
              startTime: '13:00',
              endDate: '2030-05-10',
              endTime: '18:00',
              reason: 'Consulta médica',
            },
            {
              id: 'off-2',
              startsAt: '2030-06-01T12:00:00.000Z',
              endsAt: '2030-06-10T22:00:00.000Z',
              startDate: '2030-06-01',
              startTime: '09:00',
              endDate: '2030-06-10',
              endTime: '19:00',
              reason: null,
            },
          ],
        }),
    });
    await renderApp('/barber/hours');

    const week = await screen.findByRole('region', { name: 'Expediente semanal' });
    const rows = within(week)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DomingoFolga',
      'Segunda-feira09:00–19:00Intervalo 12:00–13:00',
      'Terça-feiraFolga',
      'Quarta-feira (hoje)10:00–18:00',
      'Quinta-feiraFolga',
      'Sexta-feiraFolga',
      'SábadoFolga',
    ]);
    const timeOff = screen.getByRole('region', { name: 'Folgas e ausências' });
    expect(within(timeOff).getByText('Sex, 10/05, 13:00–18:00')).toBeVisible();
    expect(within(timeOff).getByText('Consulta médica')).toBeVisible();
    expect(within(timeOff).getByText('Sáb, 01/06, 09:00 até Seg, 10/06, 19:00')).toBeVisible();
    expect(
      screen.getByText(
        'Para mudar seu expediente ou pedir uma folga, fale com a administração da barbearia.',
      ),
    ).toBeVisible();
  });
});

describe('/barber/earnings', () => {
  it('says when the week has nothing completed yet', async () => {
    const empty = {
      ...earnings,
      week: {
        ...earnings.week,
        count: 0,
        revenue: 0,
        days: earnings.week.days.map((day) => ({ ...day, count: 0, revenue: 0 })),
      },
    };
    stubApi({ 'GET /api/barber-area/earnings': () => json(200, empty) });
    await renderApp('/barber/earnings');
    expect(
      await screen.findByText('Nenhum atendimento concluído nesta semana ainda.'),
    ).toBeVisible();
    expect(screen.queryByRole('listitem', { name: /Segunda-feira/ })).not.toBeInTheDocument();
  });

  it('shows today, the week by day and the month', async () => {
    stubApi({ 'GET /api/barber-area/earnings': () => json(200, earnings) });
    await renderApp('/barber/earnings');

    expect(await screen.findByRole('heading', { name: 'Ganhos', level: 1 })).toBeVisible();
    expect(await screen.findByText('R$ 145,50')).toBeVisible();
    expect(screen.getByText('3 atendimentos concluídos')).toBeVisible();
    expect(screen.getByText('1 atendimento concluído')).toBeVisible();
    expect(screen.getByText('R$ 612,00')).toBeVisible();
    expect(
      screen.getByRole('listitem', {
        name: `Segunda-feira: 2 atendimentos concluídos, ${formatBRL(9550)}`,
      }),
    ).toBeVisible();
  });
});
