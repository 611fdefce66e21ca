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
  action: 'barber.reset_password',
  entity: 'barber',
  before: null,
  after: null,
};

const log = (data: unknown[]) => ({ data, page: 1, limit: 30, total: data.length });

describe('AuditLogScreen', () => {
  it('shows who changed what and when, newest first, with the fields before and after', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/audit-log': () => json(200, log([repriced, passwordReset])),
    });
    renderWithQuery(<AuditLogScreen />);
    const list = await screen.findByRole('list', { name: 'Alterações' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two entries expected');
    expect(within(first).getByText('Serviço alterado')).toBeVisible();
    expect(within(first).getByText('Por Ana Administradora (Administrador)')).toBeVisible();
    expect(within(first).getByRole('time')).toHaveAttribute('datetime', '2030-05-08T13:15:00.000Z');
    // Only what changed is listed, before → after.
    await user.click(within(first).getByText('1 campo: antes e depois'));
    expect(within(first).getByText('priceCents')).toBeVisible();
    expect(within(first).getByText('Antes:', { exact: false }).parentElement).toHaveTextContent(
      'Antes: 4000 → Depois: 4500',
    );
    expect(within(first).queryByText('isActive')).toBeNull();
    // A reset writes no values, and an account that was removed still shows its role.
    expect(
      within(second).getByText('Link de redefinição de senha do barbeiro gerado'),
    ).toBeVisible();
    expect(within(second).getByText('Por conta removida (Proprietário)')).toBeVisible();
    expect(within(second).queryByText(/antes e depois/)).toBeNull();
    expect(api.to('GET /api/admin/audit-log')[0]?.search).toBe('?page=1&limit=30');
  });

  it('filters by kind of change and says when there is none', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/admin/audit-log': (request) =>
        json(200, log(request.search.includes('entity=promo_code') ? [] : [repriced])),
    });
    renderWithQuery(<AuditLogScreen />);
    await screen.findByText('Serviço alterado');
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'Códigos promocionais');
    expect(await screen.findByText('Nenhuma alteração registrada')).toBeVisible();
    await vi.waitFor(() =>
      expect(api.to('GET /api/admin/audit-log').at(-1)?.search).toBe(
        '?entity=promo_code&page=1&limit=30',
      ),
    );
  });
});
