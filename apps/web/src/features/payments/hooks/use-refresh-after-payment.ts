import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After a payment settles, the booking, the home page's lists and 'Minha Agenda' all read
 * differently (paid, confirmed): cached copies of pages not on screen are dropped, so the next
 * page loads fresh instead of showing 'Aguardando Pagamento!' for a moment, and what is on
 * screen is fetched again (unless `refetchActive` is false: the page's own answer is news).
 */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ refetchActive = true }: { refetchActive?: boolean } = {}) => {
      queryClient.removeQueries({ type: 'inactive' });
      return refetchActive ? queryClient.invalidateQueries() : Promise.resolve();
    },
    [queryClient],
  );
}
