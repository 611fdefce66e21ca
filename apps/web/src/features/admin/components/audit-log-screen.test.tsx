import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { AuditLogScreen } from './audit-log-screen';

const repriced = {
  id: '6e617661-6c68-4100-8000-00000000e001',
  createdAt: '2030-05-08T13:15:00.000Z',
  actor: { id: '6e617661-6c68-4100-8000-000000000a01', name: 'Ana Administradora', role: 'ADMIN' },
  summary: 'Ana Administradora alterou o preço de Corte de R$\u00a040,00 para R$\u00a045,00',
  action: 'service.update',
  entity: 'service',
  entityId: '6e617661-6c68-4100-8000-000000000501',
  before: { name: 'Corte', priceCents: 4000, isActive: true },
  after: { name: 'Corte', priceCents: 4500, isActive: true },
};

const passwordReset = {
  ...repriced,
  id: '6e617661-6c68-4100-8000-00000000e002',
  createdAt: '2030-05-08T12:00:00.000Z',
  actor: { id: null, name: null, role: 'OWNER' },
  summary: 'Uma conta removida gerou um link de redefinição de senha para o barbeiro Léo',
  action: 'barber.reset_password',
  entity: 'barber',
  before: null,
  after: null,
};

const log = (data: unknown[]) => ({ data, page: 1, limit: 30, total: data.length });

describe('AuditLogScreen', () => {
  it('reads each change as a sentence with names, when on the shop clock, never keys', async () => {
    const api = stubApi({
      'GET /api/admin/audit-log': () => json(200, log([repriced, passwordReset])),
    });
    renderWithQuery(<AuditLogScreen />);
    const list = await screen.findByRole('list', { name: 'Alterações' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two entries expected');
    expect(
      within(first).getByText(
        'Ana Administradora alterou o preço de Corte de R$ 40,00 para R$ 45,00',
        {
          normalizer: (text) => text.replace(/\s+/g, ' '),
        },
      ),
    ).toBeVisible();
    // 13:15 UTC is 10:15 in São Paulo, the shop's zone, whatever the device's.
    expect(within(first).getByRole('time')).toHaveAttribute('datetime', '2030-05-08T13:15:00.000Z');
    expect(within(first).getByRole('time')).toHaveTextContent('08/05/2030 às 10:15');
    expect(first).toHaveTextContent('Serviço alterado · Administrador');
    expect(
      within(second).getByText(
        'Uma conta removida gerou um link de redefinição de senha para o barbeiro Léo',
      ),
    ).toBeVisible();
    expect(second).toHaveTextContent('Proprietário');
    expect(list.textContent).not.toMatch(/priceCents|isActive|6e617661/);
    expect(api.to('GET /api/admin/audit-log')[0]?.search).toBe('?page=1&limit=30');
  });

  it('filters by kind of change and says when there is none', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/audit-log': (request) =>
        json(200, log(request.search.includes('entity=promo_code') ? [] : [repriced])),
    });
    renderWithQuery(<AuditLogScreen />);
    await screen.findByRole('list', { name: 'Alterações' });
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'Códigos promocionais');
    expect(await screen.findByText('Nenhuma alteração registrada')).toBeVisible();
    await vi.waitFor(() =>
      expect(api.to('GET /api/admin/audit-log').at(-1)?.search).toBe(
        '?entity=promo_code&page=1&limit=30',
      ),
    );
  });
});
