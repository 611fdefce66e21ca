import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.completed;

function review(overrides: object = {}) {
  return {
    id: 'review-1',
    appointmentId: id,
    barberId: 'barber-1',
    rating: 4,
    comment: 'Ótimo corte',
    createdAt: '2030-05-10T15:00:00.000Z',
    client: { name: 'Carlos' },
    ...overrides,
  };
}

beforeEach(() => {
  storeSessionCookies(client);
});

describe('/review/{id}', () => {
  it('rates a completed booking: stars, comment, then back to the booking', async () => {
    const api = stubApi({
      [`GET /api/appointments/${id}`]: () =>
        json(200, appointmentJson(id, { status: 'COMPLETED' })),
      [`GET /api/reviews/appointment/${id}`]: () =>
        apiError(404, 'NOT_FOUND', 'Avaliação não encontrada'),
      'POST /api/reviews': () => json(201, review({ rating: 5, comment: 'Excelente!' })),
    });
    const { user, location } = await renderApp(`/review/${id}`);

    expect(await screen.findByText('Corte de cabelo + Barba completa')).toBeInTheDocument();
    expect(screen.getByText('com Bruno Barbeiro')).toBeInTheDocument();
    expect(screen.getByText('10/05/2030 às 09:00')).toBeInTheDocument();

    // Nothing chosen yet: the form says what is missing and sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Escolha uma nota de 1 a 5 estrelas.')).toBeInTheDocument();
    expect(api.to('POST /api/reviews')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '5 estrelas – Excelente' }));
    expect(screen.getByRole('radio', { name: '5 estrelas – Excelente' })).toBeChecked();
    await user.type(screen.getByLabelText('Comentário (opcional)'), '  Excelente!');
    // The counter counts what is kept: the comment trimmed.
    expect(screen.getByText('10/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));

    await waitFor(() => expect(api.to('POST /api/reviews')).toHaveLength(1));
    // The confirmation page's code loads before the navigation commits.
    await waitFor(() => expect(location()).toBe(`/booking-confirmation/${id}`), {
      timeout: 5_000,
    });
    expect(api.to('POST /api/reviews')[0]?.body).toEqual({
      appointmentId: id,
      rating: 5,
      comment: 'Excelente!',
    });
    expect(await screen.findByText('Avaliação enviada. Obrigado!')).toBeInTheDocument();
  });

  it('refuses a comment over 500 characters before sending', async () => {
    const api = stubApi({
      [`GET /api/appointments/${id}`]: () =>
        json(200, appointmentJson(id, { status: 'COMPLETED' })),
      [`GET /api/reviews/appointment/${id}`]: () =>
        apiError(404, 'NOT_FOUND', 'Avaliação não encontrada'),
    });
    const { user } = await renderApp(`/review/${id}`);
    await user.click(await screen.findByRole('radio', { name: '3 estrelas – Regular' }));
    const comment = screen.getByLabelText('Comentário (opcional)');
    await user.click(comment);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(
      await screen.findByText('O comentário deve ter no máximo 500 caracteres.'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/reviews')).toHaveLength(0);
  });

  it('shows the review already given instead of the form', async () => {
    stubApi({
      [`GET /api/appointments/${id}`]: () =>
        json(200, appointmentJson(id, { status: 'COMPLETED' })),
      [`GET /api/reviews/appointment/${id}`]: () => json(200, review()),
    });
    await renderApp(`/review/${id}`);
    expect(await screen.findByText('Você já avaliou este atendimento.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 de 5 estrelas' })).toBeInTheDocument();
    expect(screen.getByText('“Ótimo corte”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar avaliação' })).not.toBeInTheDocument();
  });

  it('says a booking not yet completed cannot be rated', async () => {
    const api = stubApi({
      [`GET /api/appointments/${id}`]: () =>
        json(200, appointmentJson(id, { status: 'CONFIRMED' })),
    });
    await renderApp(`/review/${id}`);
    expect(
      await screen.findByText('Só é possível avaliar um atendimento concluído.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao agendamento' })).toHaveAttribute(
      'href',
      `/booking-confirmation/${id}`,
    );
    expect(api.to(`GET /api/reviews/appointment/${id}`)).toHaveLength(0);
  });

  it("says so when the booking is not found (or someone else's)", async () => {
    stubApi({
      [`GET /api/appointments/${id}`]: () =>
        apiError(404, 'NOT_FOUND', 'Agendamento não encontrado'),
    });
    await renderApp(`/review/${id}`);
    expect(await screen.findByText('Agendamento não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus agendamentos' })).toBeInTheDocument();
  });

  it('shows the first review when one was given meanwhile', async () => {
    let reviewed = false;
    stubApi({
      [`GET /api/appointments/${id}`]: () =>
        json(200, appointmentJson(id, { status: 'COMPLETED' })),
      [`GET /api/reviews/appointment/${id}`]: () =>
        reviewed ? json(200, review()) : apiError(404, 'NOT_FOUND', 'Avaliação não encontrada'),
      'POST /api/reviews': () => {
        reviewed = true;
        return apiError(409, 'ALREADY_REVIEWED', 'Você já avaliou este atendimento.');
      },
    });
    const { user } = await renderApp(`/review/${id}`);
    await user.click(await screen.findByRole('radio', { name: '1 estrela – Péssimo' }));
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByRole('img', { name: '4 de 5 estrelas' })).toBeInTheDocument();
  });
});
