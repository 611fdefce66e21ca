import { describe, expect, it } from 'vitest';
import {
  auditEntities,
  getAuditActionLabel,
  getAuditEntityLabel,
  listChangedFields,
} from './audit-actions.js';

describe('audit actions', () => {
  it('labels known actions in pt-BR and unknown ones as themselves', () => {
    expect(getAuditActionLabel('service.update')).toBe('Serviço alterado');
    expect(getAuditActionLabel('something.new')).toBe('something.new');
    expect(getAuditActionLabel('payment.confirm_cash')).toBe('Pagamento em dinheiro confirmado');
    expect(getAuditActionLabel('appointment.reject')).toBe('Agendamento recusado');
  });

  it('names every entity', () => {
    expect(auditEntities).toContain('promo_code');
    for (const entity of auditEntities) expect(getAuditEntityLabel(entity)).not.toBe('');
  });
});

describe('listChangedFields', () => {
  it('lists only the fields whose value changed', () => {
    expect(
      listChangedFields(
        { name: 'Corte', priceCents: 4500, barberIds: ['a'] },
        { name: 'Corte', priceCents: 5000, barberIds: ['a', 'b'] },
      ),
    ).toEqual(['priceCents', 'barberIds']);
  });

  it('lists every field of a creation', () => {
    expect(listChangedFields(null, { code: 'VERAO', discountPercent: 15 })).toEqual([
      'code',
      'discountPercent',
    ]);
  });
});
