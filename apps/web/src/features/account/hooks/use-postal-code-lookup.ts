import type { PostalAddress } from '@navalha/core/contracts/account';
import { completePostalCode } from '@navalha/core/domain/account/postal-code';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { lookupPostalCode } from '../api/lookup-postal-code';

export type PostalCodeLookupStatus = 'idle' | 'loading' | 'found' | 'notFound' | 'unavailable';

/**
 * Spec §5: once the CEP has its 8 digits, its address is looked up (once per CEP; a lookup for a
 * CEP that was changed meanwhile is abandoned). `onFound` fills the form.
 */
export function usePostalCodeLookup(onFound: (address: PostalAddress) => void) {
  const [status, setStatus] = useState<PostalCodeLookupStatus>('idle');
  const last = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  }, [onFound]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const lookup = useCallback(async (typed: string) => {
    const digits = completePostalCode(typed);
    if (digits === last.current) return;
    inFlight.current?.abort();
    inFlight.current = null;
    last.current = digits;
    if (!digits) {
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    try {
      const address = await lookupPostalCode(digits, controller.signal);
      if (controller.signal.aborted) return;
      found.current(address);
      setStatus('found');
    } catch (error) {
      if (controller.signal.aborted) return;
      // A CEP that does not exist may be retyped; a failed lookup may be tried again later.
      if (isApiError(error) && error.status === 404) setStatus('notFound');
      else {
        last.current = null;
        setStatus('unavailable');
      }
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, []);

  return { status, lookup };
}
