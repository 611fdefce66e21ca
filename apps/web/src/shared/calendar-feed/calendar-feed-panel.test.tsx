import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { renderWithQuery } from '../../test/render-with-query';
import { CalendarFeedPanel } from './calendar-feed-panel';

const url =
  'https://navalha.example.com/api/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';
const issued = {
  active: true,
  createdAt: '2026-11-26T18:00:00.000Z',
  url,
  webcalUrl: url.replace('https:', 'webcal:'),
};

afterEach(() => vi.unstubAllGlobals());

describe('CalendarFeedPanel', () => {
  it('makes the address and shows it once, with copy and subscribe', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/barber-area/calendar-feed': () => json(200, { active: false, createdAt: null }),
      'POST /api/barber-area/calendar-feed': () => json(200, issued),
    });
    renderWithQuery(<CalendarFeedPanel scope="barber" />);
    expect(await screen.findByText('Você ainda não tem um endereço de agenda.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Gerar endereço' }));
    expect(await screen.findByRole('textbox', { name: 'Endereço da agenda' })).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'Assinar no celular' })).toHaveAttribute(
      'href',
      issued.webcalUrl,
    );
    expect(screen.getByRole('link', { name: 'Adicionar ao Google Agenda' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(issued.webcalUrl)}`,
    );
    expect(api.to('POST /api/barber-area/calendar-feed')).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it("asks before replacing the shop's address, since the old one stops working", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/calendar-feed': () =>
        json(200, { active: true, createdAt: '2026-11-20T13:30:00.000Z' }),
      'POST /api/admin/calendar-feed': () => json(200, issued),
    });
    renderWithQuery(<CalendarFeedPanel scope="shop" />);
    expect(await screen.findByText(/Endereço criado em 20\/11\/2026/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    expect(screen.getByText(/deixará de funcionar/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(api.to('POST /api/admin/calendar-feed')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    await user.click(screen.getByRole('button', { name: 'Sim, gerar novo' }));
    expect(await screen.findByRole('textbox', { name: 'Endereço da agenda' })).toHaveValue(url);
    expect(api.to('POST /api/admin/calendar-feed')).toHaveLength(1);
  });
});
