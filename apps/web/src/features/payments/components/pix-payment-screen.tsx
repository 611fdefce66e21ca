import type { Appointment } from '@navalha/core/contracts/appointments';
import type { PaymentStatusResult } from '@navalha/core/contracts/payments';
import { formatBRL } from '@navalha/core/domain/money';
import {
  getPaymentPollOutcome,
  PIX_CONFIRMED_REDIRECT_MS,
  PIX_POLL_MAX_DURATION_MS,
  PIX_SYNC_EVERY,
  POLL_TIMEOUT_TOAST_MS,
} from '@navalha/core/domain/payments/payment-polling';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import ExternalLink from 'lucide-react/icons/external-link';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Button, buttonStyles } from '../../../components/ui/button';
import { pixCopyMessages } from '../../../shared/payments/pix-dialog';
import { PixQrCode } from '../../../shared/payments/pix-qr-code';
import { Skeleton } from '../../../components/ui/skeleton';
import { clearPixPaymentData } from '../../../shared/booking-draft/booking-draft';
import { cn } from '../../../lib/class-names';
import { toast } from '../../../lib/toast';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';
import { syncPaymentStatus } from '../api/sync-payment-status';
import { usePaymentPolling } from '../hooks/use-payment-polling';
import { useRefreshAfterPayment } from '../hooks/use-refresh-after-payment';
import { usePixPayment } from '../hooks/use-pix-payment';
import type { PixCharge } from '../hooks/use-pix-payment';
import { paymentMessages } from '../payment-messages';
import { PaymentStatusBanner } from './payment-status-banner';
import type { PixPageStatus } from './payment-status-banner';

/** How long the page's copy button says 'Copiado!' (spec §9: 3 s). */
export const PIX_PAGE_COPIED_MS = 3_000;

/** Shaped like the PIX page while its code is on its way. */
export function PixPaymentSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      <Skeleton className="h-[76px] w-full rounded-card" />
      <div className="flex flex-col items-center gap-4 rounded-card bg-card p-5 shadow-card">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-36" />
        <Skeleton className="size-[200px]" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

function isPaid(result: PaymentStatusResult): boolean {
  return (
    getPaymentPollOutcome(result.status) === 'paid' ||
    result.appointmentPaymentStatus === 'COMPLETED'
  );
}

function PixCharging({
  appointmentId,
  charge,
  onRenew,
}: {
  appointmentId: string;
  charge: PixCharge;
  onRenew: () => void;
}) {
  const navigate = useNavigate();
  const refreshAfterPayment = useRefreshAfterPayment();
  const [status, setStatus] = useState<PixPageStatus>('waiting');
  const [failureReason, setFailureReason] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { copied, copy } = useCopyFeedback({
    resetMs: PIX_PAGE_COPIED_MS,
    copiedMessage: pixCopyMessages.copied,
    failedMessage: pixCopyMessages.failed,
  });

  useEffect(() => () => clearTimeout(redirect.current), []);

  /** Settles the page on a paid or refused answer, or an ended booking; 'stop' ends the checks. */
  function handle(result: PaymentStatusResult): 'stop' | 'continue' {
    if (result.appointmentStatus === 'CANCELLED' || result.appointmentStatus === 'EXPIRED') {
      // Cancelled or rejected (its open code was cancelled with it), or expired unpaid.
      setStatus(result.appointmentStatus === 'CANCELLED' ? 'cancelled' : 'expired');
      setFailureReason(result.failureReason);
      clearPixPaymentData();
      return 'stop';
    }
    if (isPaid(result)) {
      setStatus('confirmed');
      toast.success(paymentMessages.pixConfirmed);
      clearPixPaymentData();
      void refreshAfterPayment();
      clearTimeout(redirect.current);
      redirect.current = setTimeout(() => {
        void navigate(`/booking-confirmation/${appointmentId}`, { replace: true });
      }, PIX_CONFIRMED_REDIRECT_MS);
      return 'stop';
    }
    if (getPaymentPollOutcome(result.status) === 'failed') {
      setStatus('failed');
      setFailureReason(result.failureReason);
      toast.error(paymentMessages.pixNotApproved);
      return 'stop';
    }
    return 'continue';
  }

  const polling = usePaymentPolling({
    paymentId: charge.paymentId,
    enabled: status === 'waiting',
    syncEvery: PIX_SYNC_EVERY,
    maxDurationMs: PIX_POLL_MAX_DURATION_MS,
    onStatus: handle,
    onTimeout: () => {
      setStatus('timeout');
      toast.info(paymentMessages.pixTimeout, { duration: POLL_TIMEOUT_TOAST_MS });
    },
  });

  /** 'Já fiz o pagamento': ask the gateway now. */
  async function checkNow() {
    setChecking(true);
    try {
      const result = await syncPaymentStatus(charge.paymentId);
      if (handle(result) === 'continue') {
        toast.info(paymentMessages.stillPending, { id: paymentMessages.stillPending });
        if (status === 'timeout') {
          setStatus('waiting');
          polling.restart();
        }
      }
    } catch {
      toast.error(paymentMessages.checkFailed, { id: paymentMessages.checkFailed });
    } finally {
      setChecking(false);
    }
  }

  const code = charge.qrCode;
  const ended = status === 'cancelled' || status === 'expired';
  const settled = status === 'confirmed' || status === 'failed' || ended;

  return (
    <div className="flex flex-col gap-4">
      <PaymentStatusBanner
        status={status}
        detail={status === 'failed' || status === 'cancelled' ? failureReason : undefined}
      />

      <section
        aria-label="Pagamento PIX"
        className="flex flex-col items-center gap-4 rounded-card bg-card p-5 text-center shadow-card"
      >
        <p className="text-base text-muted">
          Valor a pagar
          <span className="block text-[28px] leading-tight font-bold text-ink tabular-nums">
            {formatBRL(charge.amount)}
          </span>
        </p>
        <PixQrCode base64={charge.qrCodeBase64} code={code} className="border border-line" />
        {code ? (
          <>
            <div className="flex w-full flex-col gap-1.5 text-left">
              <p id="pix-code-label" className="text-sm font-medium text-ink">
                PIX copia e cola
              </p>
              <p
                aria-labelledby="pix-code-label"
                data-testid="pix-code"
                className="max-h-24 overflow-y-auto rounded-control border border-line bg-page p-3 font-mono text-sm break-all text-ink select-all"
              >
                {code}
              </p>
            </div>
            <Button
              variant="secondary"
              size="lg"
              fullWidth
              disabled={settled}
              onClick={() => void copy(code)}
            >
              {copied ? (
                <>
                  <Check aria-hidden className="size-5 text-primary" />
                  Copiado!
                </>
              ) : (
                <>
                  <Copy aria-hidden className="size-5" />
                  Copiar código
                </>
              )}
            </Button>
          </>
        ) : null}
      </section>

      <section aria-label="Como pagar" className="rounded-card bg-card p-4 shadow-card">
        <h2 className="text-lg font-semibold text-ink">Como pagar</h2>
        <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-base text-muted">
          <li>Abra o app do seu banco e escolha pagar com PIX.</li>
          <li>Escaneie o QR Code ou cole o código copiado.</li>
          <li>Confira o valor e confirme o pagamento.</li>
        </ol>
        <p className="mt-3 text-sm text-muted">
          A confirmação do PIX leva até 2 minutos. Você pode deixar esta página aberta: ela verifica
          o pagamento sozinha.
        </p>
      </section>

      {charge.bankUrl ? (
        <div className="rounded-card border border-dashed border-line bg-page p-4 text-sm text-muted">
          <p className="font-semibold text-ink">Ambiente de testes</p>
          <p className="mt-1">
            Nenhum dinheiro real é movimentado. Simule o pagamento no banco de teste.
          </p>
          <a
            href={charge.bankUrl}
            target="_blank"
            rel="noreferrer"
            className={cn(buttonStyles({ variant: 'ghost' }), '-ml-4')}
          >
            Abrir banco de teste
            <ExternalLink aria-hidden className="size-4" />
          </a>
        </div>
      ) : null}

      <Link to="/mybookings" className={buttonStyles({ variant: 'ghost', fullWidth: true })}>
        Ver meus agendamentos
      </Link>

      {ended ? null : (
        <ActionFooter>
          {status === 'failed' ? (
            <Button size="lg" fullWidth onClick={onRenew}>
              Gerar novo código PIX
            </Button>
          ) : (
            <Button
              size="lg"
              fullWidth
              disabled={checking || status === 'confirmed'}
              aria-busy={checking || undefined}
              onClick={() => void checkNow()}
            >
              {checking ? 'Verificando…' : 'Já fiz o pagamento'}
            </Button>
          )}
        </ActionFooter>
      )}
    </div>
  );
}

/**
 * /payment/pix/{appointmentId} (spec §2, §4 "PIX page"): the QR, the amount, the code to copy
 * ('Copiado!' for 3 s), 'Já fiz o pagamento' and a status banner. The payment is checked at
 * once and every 5 s (every third check asks the gateway) for up to 10 minutes; once paid the
 * saved PIX data is cleared and the page goes to the booking's confirmation after 2 s.
 */
export function PixPaymentScreen({ appointment }: { appointment: Appointment }) {
  const navigate = useNavigate();
  const { state, renew } = usePixPayment(appointment);

  useEffect(() => {
    if (state.kind !== 'leave') return;
    if (state.tone === 'success') toast.success(state.message, { id: state.message });
    else toast.error(state.message, { id: state.message });
    void navigate(state.to, { replace: true });
  }, [state, navigate]);

  if (state.kind !== 'ready') return <PixPaymentSkeleton />;
  return (
    <PixCharging
      key={state.charge.paymentId}
      appointmentId={appointment.id}
      charge={state.charge}
      onRenew={renew}
    />
  );
}
