import { deskReceiptSchema } from '@navalha/core/contracts/front-desk-actions';
import type { DeskReceipt, DeskReceiveBody } from '@navalha/core/contracts/front-desk-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/** POST /admin/agenda/bookings/{id}/receive-payment: cash (with the change), PIX or card. */
export function receiveDeskPayment(id: string, body: DeskReceiveBody): Promise<DeskReceipt> {
  return apiRequest(`/admin/agenda/bookings/${encodeURIComponent(id)}/receive-payment`, {
    method: 'POST',
    body,
    schema: deskReceiptSchema,
    silent: true,
  });
}

export function useReceiveDeskPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskReceiveBody) => receiveDeskPayment(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
