import { cashDaySchema } from '@navalha/core/contracts/front-desk-cash';
import type { CashDay } from '@navalha/core/contracts/front-desk-cash';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** What 'Fechar caixa' sends: the day and the counted cash in BRL. */
export interface CloseCashInput {
  date: string;
  counted: number;
  note: string | null;
}

/** POST /admin/cash/closings: records the count; answers the day with its closings. */
export function closeCash(body: CloseCashInput): Promise<CashDay> {
  return apiRequest('/admin/cash/closings', {
    method: 'POST',
    body,
    schema: cashDaySchema,
    silent: true,
  });
}

export function useCloseCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCash,
    onSuccess: (day) => {
      queryClient.setQueryData(adminKeys.cashDay(day.date), day);
      void queryClient.invalidateQueries({ queryKey: adminKeys.cashDay(undefined) });
    },
  });
}
