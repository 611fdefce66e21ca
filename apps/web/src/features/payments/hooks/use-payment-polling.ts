import type { PaymentStatusResult } from '@navalha/core/contracts/payments';
import {
  isSyncCheck,
  PAYMENT_POLL_INTERVAL_MS,
} from '@navalha/core/domain/payments/payment-polling';
import { useEffect, useRef, useState } from 'react';
import { getPaymentStatus } from '../api/get-payment-status';
import { syncPaymentStatus } from '../api/sync-payment-status';

export interface PaymentPollingOptions {
  /** The payment to watch; nothing happens without it. */
  paymentId: string | null;
  enabled: boolean;
  /** Every this many checks, ask the gateway (`sync-status`) instead of our status; 0 never. */
  syncEvery: number;
  /** Give up after this long; `null` keeps asking while the page is open. */
  maxDurationMs: number | null;
  /** Each answer; return 'stop' once it settles the page. */
  onStatus: (result: PaymentStatusResult) => 'stop' | 'continue';
  /** Called once when `maxDurationMs` has passed without a settling answer. */
  onTimeout?: () => void;
}

/**
 * Watches a payment (spec §4 "Pending page", "PIX page"): one check at once, then one every 5 s
 * after the previous answer; every `syncEvery`-th check forces a gateway sync. A failed check is
 * tried again at the next tick. `restart()` begins a new round (and a new time limit), e.g.
 * after the limit passed and the payer says they paid.
 */
export function usePaymentPolling({
  paymentId,
  enabled,
  syncEvery,
  maxDurationMs,
  onStatus,
  onTimeout,
}: PaymentPollingOptions) {
  const callbacks = useRef({ onStatus, onTimeout });
  useEffect(() => {
    callbacks.current = { onStatus, onTimeout };
  });
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!enabled || !paymentId) return;
    const id = paymentId;
    const controller = new AbortController();
    let stopped = false;
    let checks = 0;
    let next: ReturnType<typeof setTimeout> | undefined;
    const limit =
      maxDurationMs === null
        ? undefined
        : setTimeout(() => {
            stop();
            setTimedOut(true);
            callbacks.current.onTimeout?.();
          }, maxDurationMs);

    function stop() {
      stopped = true;
      clearTimeout(next);
      clearTimeout(limit);
      controller.abort();
    }

    async function check() {
      checks += 1;
      const { signal } = controller;
      try {
        const result = isSyncCheck(checks, syncEvery)
          ? await syncPaymentStatus(id, { signal })
          : await getPaymentStatus(id, signal);
        if (stopped) return;
        if (callbacks.current.onStatus(result) === 'stop') {
          stop();
          return;
        }
      } catch {
        // No answer this time (offline, a gateway hiccup): the next tick asks again.
        if (stopped) return;
      }
      next = setTimeout(() => void check(), PAYMENT_POLL_INTERVAL_MS);
    }

    void check();
    return stop;
  }, [paymentId, enabled, syncEvery, maxDurationMs, round]);

  return {
    /** Whether the time limit passed and checks stopped. */
    timedOut,
    restart() {
      setTimedOut(false);
      setRound((value) => value + 1);
    },
  };
}
