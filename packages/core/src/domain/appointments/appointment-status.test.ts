import { describe, expect, it } from 'vitest';
import {
  canRefundPayment,
  getAppointmentStatusLabel,
  getPaymentStatusLabel,
  isAppointmentStatus,
  paymentStatuses,
} from './appointment-status.js';

describe('getAppointmentStatusLabel', () => {
  it('labels every status in pt-BR', () => {
    expect(getAppointmentStatusLabel('PENDING')).toBe('Pendente');
    expect(getAppointmentStatusLabel('CONFIRMED')).toBe('Confirmado');
    expect(getAppointmentStatusLabel('COMPLETED')).toBe('Concluído');
    expect(getAppointmentStatusLabel('CANCELLED')).toBe('Cancelado');
    expect(getAppointmentStatusLabel('EXPIRED')).toBe('Expirado');
  });

  it('shows an unknown status as pending', () => {
    expect(getAppointmentStatusLabel('ARCHIVED')).toBe('Pendente');
    expect(getAppointmentStatusLabel('toString')).toBe('Pendente');
    expect(getAppointmentStatusLabel(null)).toBe('Pendente');
  });
});

describe('isAppointmentStatus', () => {
  it('accepts only the known statuses', () => {
    expect(isAppointmentStatus('CONFIRMED')).toBe(true);
    expect(isAppointmentStatus('confirmed')).toBe(false);
    expect(isAppointmentStatus('constructor')).toBe(false);
  });
});

describe('getPaymentStatusLabel', () => {
  it('labels every payment status in pt-BR', () => {
    expect(paymentStatuses.map(getPaymentStatusLabel)).toEqual([
      'Pendente',
      'Processando',
      'Concluído',
      'Falhou',
      'Cancelado',
      'Estornado',
    ]);
  });

  it('reads PAID as completed and anything else unknown as pending', () => {
    expect(getPaymentStatusLabel('PAID')).toBe('Concluído');
    expect(getPaymentStatusLabel('WHATEVER')).toBe('Pendente');
    expect(getPaymentStatusLabel(undefined)).toBe('Pendente');
  });
});

describe('canRefundPayment', () => {
  it('allows refunding only a completed payment', () => {
    expect(paymentStatuses.filter(canRefundPayment)).toEqual(['COMPLETED']);
  });
});
