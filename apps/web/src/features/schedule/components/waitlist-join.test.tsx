import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { WaitlistJoin } from './waitlist-join';

afterEach(() => vi.unstubAllGlobals());

const entry = {
  id: 'w1',
  date: '2030-03-09',
  fromTime: '10:00',
  toTime: '14:00',
  barberId: 'barber-1',
  barberName: 'Bruno',
  serviceNames: ['Corte'],
  durationMinutes: 30,
  status: 'WAITING',
  createdAt: '2030-03-01T12:00:00.000Z',
};

describe('WaitlistJoin', () => {
  it('joins the day with the range chosen, the barber and the services', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/waitlist': () => json(201, entry) });
    renderWithQuery(<WaitlistJoin date="2030-03-09" serviceIds={['s1']} barberId="barber-1" />);
    await user.selectOptions(screen.getByLabelText('A partir de'), '10:00');
    await user.selectOptions(screen.getByLabelText('Até'), '14:00');
    await user.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(
      await screen.findByText(
        'Você entrou na lista de espera. A barbearia vê a lista e chama você se um horário vagar.',
      ),
    ).toBeVisible();
    expect(api.to('POST /api/waitlist')[0]?.body).toEqual({
      date: '2030-03-09',
      fromTime: '10:00',
      toTime: '14:00',
      barberId: 'barber-1',
      serviceIds: ['s1'],
    });
  });

  it("shows the server's reason when it refuses", async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/waitlist': () =>
        json(409, {
          code: 'ALREADY_EXISTS',
          message: 'Você já está na lista de espera deste dia.',
          statusCode: 409,
        }),
    });
    renderWithQuery(<WaitlistJoin date="2030-03-09" serviceIds={['s1']} barberId={null} />);
    expect(screen.getByText('Com qualquer barbeiro')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você já está na lista de espera deste dia.',
    );
  });
});
