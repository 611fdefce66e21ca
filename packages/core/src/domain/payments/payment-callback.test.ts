import { describe, expect, it } from 'vitest';
import { getPaymentCallbackView } from './payment-callback.js';

describe('getPaymentCallbackView', () => {
  it('shows success for approved and leads to the bookings', () => {
    expect(getPaymentCallbackView({ collection_status: 'approved' })).toEqual({
      view: 'success',
      nextPath: '/mybookings',
    });
    expect(getPaymentCallbackView({ status: 'approved' }).view).toBe('success');
  });

  it('shows pending for pending and a card under review', () => {
    expect(getPaymentCallbackView({ collection_status: 'pending' })).toEqual({
      view: 'pending',
      nextPath: '/mybookings',
    });
    expect(getPaymentCallbackView({ collection_status: 'in_process' }).view).toBe('pending');
  });

  it('shows failure for anything else, with a reason read from the value', () => {
    expect(getPaymentCallbackView({ collection_status: 'rejected' })).toEqual({
      view: 'failure',
      nextPath: '/schedule',
      reason: 'Pagamento recusado',
    });
    expect(getPaymentCallbackView({ collection_status: 'null' }).view).toBe('failure');
    expect(getPaymentCallbackView({ collection_status: 'null' })).toMatchObject({
      reason: 'Pagamento não concluído',
    });
    expect(getPaymentCallbackView({})).toMatchObject({
      view: 'failure',
      reason: 'Pagamento não concluído',
    });
  });

  it('reads collection_status before status', () => {
    expect(getPaymentCallbackView({ collection_status: 'rejected', status: 'approved' }).view).toBe(
      'failure',
    );
    expect(getPaymentCallbackView({ collection_status: '', status: 'approved' }).view).toBe(
      'success',
    );
  });

  it('ignores case', () => {
    expect(getPaymentCallbackView({ collection_status: 'APPROVED' }).view).toBe('success');
  });

  it('never puts words from the URL on the page', () => {
    expect(
      getPaymentCallbackView({ collection_status: 'Ligue para 0800 e informe sua senha' }),
    ).toEqual({ view: 'failure', nextPath: '/schedule', reason: 'Pagamento não aprovado' });
    expect(getPaymentCallbackView({ collection_status: 'constructor' })).toMatchObject({
      reason: 'Pagamento não aprovado',
    });
  });
});
