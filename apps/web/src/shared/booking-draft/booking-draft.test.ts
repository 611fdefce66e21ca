import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bookingDraftKeys,
  clearBookingDraft,
  clearPendingCardPayment,
  clearPixPaymentData,
  getDraftTotalDuration,
  getDraftTotalPrice,
  readBookingData,
  readFinalBookingData,
  readPendingBookingData,
  readPendingCardPayment,
  readPendingPaymentId,
  readPixPaymentData,
  readSelectedServices,
  saveBookingData,
  saveFinalBookingData,
  savePendingBookingData,
  savePendingCardPayment,
  savePendingPaymentId,
  savePixPaymentData,
  saveSelectedServices,
} from './booking-draft';
import type { DraftService, FinalBookingData } from './booking-draft';

const corte: DraftService = {
  id: 'svc-corte',
  name: 'Corte masculino',
  durationMinutes: 30,
  price: 4500,
  pricing: { finalPrice: 4500 },
  iconKey: 'haircut',
  imageUrl: null,
};
const barba: DraftService = {
  id: 'svc-barba',
  name: 'Barba completa',
  durationMinutes: 20,
  price: 3500,
  pricing: { finalPrice: 3000 },
  iconKey: 'beard',
};

const finalData: FinalBookingData = {
  selectedServices: [corte, barba],
  selectedBarbers: ['barber-1'],
  barbers: [{ id: 'barber-1', name: 'Bruno Lima', avatarUrl: null }],
  totalPrice: 7500,
  selectedDate: '2026-05-04',
  selectedTime: '09:30',
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('booking draft', () => {
  it('reads back what was saved, under the keys of spec §9', () => {
    saveSelectedServices([corte, barba]);
    saveBookingData({ selectedServices: [corte], selectedBarbers: [], totalPrice: 4500 });
    saveFinalBookingData(finalData);
    savePendingBookingData({
      paymentMethod: 'CASH',
      promotionCode: 'NAVALHA10',
      notes: null,
      subtotal: 7500,
      discount: 750,
      paymentFee: 0,
      total: 6750,
    });
    savePendingPaymentId('pay-123');

    expect(readSelectedServices()).toEqual([corte, barba]);
    expect(readBookingData()).toEqual({
      selectedServices: [corte],
      selectedBarbers: [],
      totalPrice: 4500,
    });
    expect(readFinalBookingData()).toEqual(finalData);
    expect(readPendingBookingData()?.total).toBe(6750);
    expect(readPendingPaymentId()).toBe('pay-123');
    expect(JSON.parse(localStorage.getItem('finalBookingData') ?? '')).toEqual(finalData);
  });

  it('reads nothing when nothing was saved', () => {
    expect(readSelectedServices()).toBeNull();
    expect(readFinalBookingData()).toBeNull();
    expect(readPendingPaymentId()).toBeNull();
  });

  it.each([
    ['not JSON', '{"selectedServices": ['],
    ['the wrong shape', JSON.stringify({ selectedServices: 'corte' })],
    ['no services', JSON.stringify({ ...finalData, selectedServices: [] })],
    ['no barber', JSON.stringify({ ...finalData, selectedBarbers: [] })],
    ['an impossible date', JSON.stringify({ ...finalData, selectedDate: '2026-02-30' })],
    ['a time that is not HH:MM', JSON.stringify({ ...finalData, selectedTime: '9:30' })],
    ['a price in reais', JSON.stringify({ ...finalData, totalPrice: 75.5 })],
  ])('treats %s as absent, and removes it', (_case, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('finalBookingData', raw);

    expect(readFinalBookingData()).toBeNull();
    expect(localStorage.getItem('finalBookingData')).toBeNull();
  });

  it('clears exactly the keys of spec §9 and leaves the rest alone', () => {
    for (const key of bookingDraftKeys) localStorage.setItem(key, '"x"');
    localStorage.setItem('navalha-theme', 'light');
    localStorage.setItem('pendingCardPayment', '{}');

    clearBookingDraft();

    expect(bookingDraftKeys).toEqual([
      'selectedServices',
      'bookingData',
      'finalBookingData',
      'pendingBookingData',
      'pendingPaymentId',
    ]);
    for (const key of bookingDraftKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('navalha-theme')).toBe('light');
    expect(localStorage.getItem('pendingCardPayment')).toBe('{}');
  });

  it('sums the final prices and the durations of the chosen services', () => {
    expect(getDraftTotalPrice([corte, barba])).toBe(7500);
    expect(getDraftTotalDuration([corte, barba])).toBe(50);
    expect(getDraftTotalPrice([])).toBe(0);
  });
});

describe('payment in progress', () => {
  it('keeps the pending card payment and the PIX data, and reads back only valid ones', () => {
    const card = {
      appointmentId: 'appt-1',
      amount: 9214,
      method: 'CREDIT_CARD' as const,
      description: 'Navalha: Corte',
    };
    savePendingCardPayment(card);
    expect(readPendingCardPayment()).toEqual(card);
    savePixPaymentData({
      appointmentId: 'appt-1',
      paymentId: 'pay-1',
      qrCode: '000201',
      qrCodeBase64: null,
      amount: 8585,
    });
    expect(readPixPaymentData()?.paymentId).toBe('pay-1');

    clearBookingDraft();
    expect(readPendingCardPayment()).toEqual(card);

    clearPendingCardPayment();
    clearPixPaymentData();
    expect(readPendingCardPayment()).toBeNull();
    expect(readPixPaymentData()).toBeNull();
  });

  it('discards a pending card payment of another shape (a cash one, a card number)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      'pendingCardPayment',
      JSON.stringify({ appointmentId: 'a', amount: 100, method: 'CASH', description: null }),
    );
    expect(readPendingCardPayment()).toBeNull();
    expect(localStorage.getItem('pendingCardPayment')).toBeNull();
  });
});
