import { useEffect } from 'react';
import { toast } from './toast';

/**
 * Raises `message` as an error toast each time a query settles on a failure (after its
 * retries), once per failure: `failedAt` is the query's `errorUpdatedAt`.
 */
export function useErrorToast(isError: boolean, failedAt: number, message: string): void {
  useEffect(() => {
    if (isError) toast.error(message, { id: message });
  }, [isError, failedAt, message]);
}
