import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { renderWithQuery } from '../../test/render-with-query';
import { useShopClock } from './use-shop-clock';

function Today({ timeZone }: { timeZone?: string }) {
  const { today } = useShopClock(timeZone);
  return <p>{today}</p>;
}

function contacts(timeZone: string) {
  return json(200, {
    data: [
      {
        id: 'shop-1',
        name: 'Navalha Barbearia',
        address: 'Rua Augusta, 1200',
        phone: null,
        whatsapp: null,
        privacyEmail: null,
        timeZone,
      },
    ],
  });
}

describe('useShopClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // 2026-11-26 20:30 in São Paulo is already 27 November 08:30 in Tokyo.
  const evening = new Date('2026-11-26T23:30:00Z');

  it("reads today on the zone the shop's contacts give", async () => {
    vi.useFakeTimers({ now: evening, toFake: ['Date'] });
    stubApi({ 'GET /api/barbershops/contacts': () => contacts('Asia/Tokyo') });

    renderWithQuery(<Today />);

    expect(await screen.findByText('2026-11-27')).toBeVisible();
  });

  it("prefers the zone the screen's own answer names", async () => {
    vi.useFakeTimers({ now: evening, toFake: ['Date'] });
    stubApi({ 'GET /api/barbershops/contacts': () => contacts('Asia/Tokyo') });

    renderWithQuery(<Today timeZone="America/Sao_Paulo" />);

    expect(await screen.findByText('2026-11-26')).toBeVisible();
  });
});
