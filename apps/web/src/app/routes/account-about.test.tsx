import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appVersion } from '../../features/account/app-credits';
import { stubApi } from '../../test/api-stub';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('/account/about', () => {
  it("shows the app's version and the licences of the software it uses", async () => {
    storeSessionCookies(client);
    stubApi({});
    await renderApp('/account/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre o App' })).toBeVisible();
    // app-credits.test.ts checks that this is package.json's version.
    expect(screen.getByText(appVersion)).toBeVisible();
    const licences = screen.getByRole('region', { name: 'Licenças de código aberto' });
    const react = within(licences)
      .getByText(/^react$/)
      .closest('li');
    expect(react).toHaveTextContent('MIT');
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
