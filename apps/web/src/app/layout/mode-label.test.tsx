import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { readAppMode } from './mode-label';

/** The tag the server writes into index.html (apps/api/src/plugins/web-app.ts). */
function serverSays(mode: string) {
  const meta = document.createElement('meta');
  meta.name = 'navalha-mode';
  meta.content = mode;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="navalha-mode"]').forEach((meta) => meta.remove());
});

describe('the mode label', () => {
  it("says 'Modo demonstração' on the sign-in page of the demo", async () => {
    serverSays('demo');
    await renderApp('/signin');

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    const label = screen.getByRole('note');
    expect(label).toHaveTextContent('Modo demonstração');
    expect(label).toHaveTextContent('Dados de exemplo e pagamentos de teste');
  });

  it("says 'Ambiente de testes' on a signed-in page of a staging site", async () => {
    serverSays('staging');
    stubApi({ 'GET /api/services': () => json(200, []) });
    storeSessionCookies(client);
    await renderApp('/');

    expect(await screen.findByRole('note')).toHaveTextContent('Ambiente de testes');
    expect(screen.queryByText('Modo demonstração')).not.toBeInTheDocument();
  });

  it("shows nothing on a real shop's pages", async () => {
    await renderApp('/signin');

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText('Modo demonstração')).not.toBeInTheDocument();
    expect(screen.queryByText('Ambiente de testes')).not.toBeInTheDocument();
  });

  it('takes an unknown tag for a real shop', () => {
    serverSays('<script>');
    expect(readAppMode()).toBe('production');
    serverSays('demo');
    // The first tag wins, as the server writes only one.
    expect(readAppMode()).toBe('production');
  });
});
