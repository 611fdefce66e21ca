import type { Payment, PaymentStatusResult } from '@navalha/core/contracts/payments';
import { formatBRL } from '@navalha/core/domain/money';
import {
  getPaymentPollOutcome,
  PIX_SYNC_EVERY,
} from '@navalha/core/domain/payments/payment-polling';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import ExternalLink from 'lucide-react/icons/external-link';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { pixCopyMessages } from '../../../shared/payments/pix-dialog';
import { PixQrCode } from '../../../shared/payments/pix-qr-code';
import { toast } from '../../../lib/toast';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';
import { useAppointmentPayment } from '../api/get-appointment-payment';
import { syncPaymentStatus } from '../api/sync-payment-status';
import { openCheckout } from '../external-navigation';
import { usePaymentPolling } from '../hooks/use-payment-polling';
import { useRefreshAfterPayment } from '../hooks/use-refresh-after-payment';
import { paymentMessages } from '../payment-messages';
import { PaymentResultHero, PaymentResultSkeleton } from './payment-result';
import { PIX_PAGE_COPIED_MS } from './pix-payment-screen';

/**
 * A hosted checkout still waiting to be paid: its page may have been closed, so it can reopen. A
 * PIX code is paid from this page, whatever page its gateway also offers (the sandbox's signed
 * test page, Mercado Pago's ticket).
 */
function isOpenCheckout(payment: Payment | null | undefined): payment is Payment {
  return (
    payment?.status === 'PENDING' &&
    payment.flow !== 'pix' &&
    (payment.flow === 'checkout' || Boolean(payment.paymentUrl))
  );
}

function isPaid(result: PaymentStatusResult): boolean {
  return (
    getPaymentPollOutcome(result.status) === 'paid' ||
    result.appointmentPaymentStatus === 'COMPLETED'
  );
}

/**
 * /payment/pending (spec §2, §4 "Pending page"): the PIX code when there is one, the booking
 * (`details`, from the route), how long PIX takes, 'Verificar Status do Pagamento' and a check
 * every 5 s. Automatically, COMPLETED (or PAID) goes to the success page with 'Pagamento
 * confirmado!' and FAILED to the error page with 'Pagamento falhou'. The button asks the
 * gateway: only COMPLETED is success, FAILED says 'Pagamento não aprovado' (and leaves for the
 * error page), anything else 'Pagamento ainda pendente. Continue tentando...'.
 *
 * A hosted checkout still unpaid offers 'Abrir página de pagamento': the tab the booking opened
 * may be gone. It opens as /payment did (same window on phones, a new tab elsewhere); a
 * checkout without its address says 'URL de pagamento não disponível' (spec §8).
 */
export function PaymentPending({
  appointmentId,
  details,
}: {
  appointmentId: string;
  details: ReactNode;
}) {
  const navigate = useNavigate();
  const refreshAfterPayment = useRefreshAfterPayment();
  const { data: payment, isPending } = useAppointmentPayment(appointmentId, { fresh: true });
  const [checking, setChecking] = useState(false);
  const { copied, copy } = useCopyFeedback({
    resetMs: PIX_PAGE_COPIED_MS,
    copiedMessage: pixCopyMessages.copied,
    failedMessage: pixCopyMessages.failed,
  });
  const query = `?appointmentId=${encodeURIComponent(appointmentId)}`;

  usePaymentPolling({
    paymentId: payment?.id ?? null,
    enabled: Boolean(payment),
    syncEvery: PIX_SYNC_EVERY,
    maxDurationMs: null,
    onStatus: (result) => {
      if (isPaid(result)) {
        void refreshAfterPayment();
        toast.success(paymentMessages.pendingConfirmed);
        void navigate(`/payment/success${query}`, { replace: true });
        return 'stop';
      }
      if (getPaymentPollOutcome(result.status) === 'failed') {
        void refreshAfterPayment();
        toast.error(paymentMessages.pendingFailed);
        void navigate(`/payment/error${query}`, { replace: true });
        return 'stop';
      }
      return 'continue';
    },
  });

  async function checkNow(paymentId: string) {
    setChecking(true);
    try {
      const result = await syncPaymentStatus(paymentId);
      if (result.status === 'COMPLETED') {
        void refreshAfterPayment();
        toast.success(paymentMessages.pendingConfirmed);
        void navigate(`/payment/success${query}`, { replace: true });
        return;
      }
      if (result.status === 'FAILED') {
        void refreshAfterPayment();
        toast.error(paymentMessages.manualNotApproved);
        void navigate(`/payment/error${query}`, { replace: true });
        return;
      }
      toast.info(paymentMessages.stillPending, { id: paymentMessages.stillPending });
    } catch {
      toast.error(paymentMessages.checkFailed, { id: paymentMessages.checkFailed });
    } finally {
      setChecking(false);
    }
  }

  function reopenCheckout(url: string | null) {
    if (!url) {
      toast.error(paymentMessages.paymentUrlMissing, { id: paymentMessages.paymentUrlMissing });
      return;
    }
    openCheckout(url);
  }

  if (isPending) return <PaymentResultSkeleton rows={5} />;

  const checkout = isOpenCheckout(payment) ? payment : null;

  const code = payment?.qrCode ?? payment?.qrCodeData ?? null;

  return (
    <div className="flex flex-col gap-5">
      <PaymentResultHero tone="pending" title="Pagamento pendente">
        Assim que o pagamento for confirmado, seu agendamento será atualizado.
      </PaymentResultHero>

      {payment && (code || payment.qrCodeBase64) ? (
        <section
          aria-label="Pagamento PIX"
          className="flex flex-col items-center gap-4 rounded-card bg-card p-5 text-center shadow-card"
        >
          <p className="text-base text-muted">
            Valor
            <span className="block text-2xl font-bold text-ink tabular-nums">
              {formatBRL(payment.amount)}
            </span>
          </p>
          <PixQrCode base64={payment.qrCodeBase64} code={code} className="border border-line" />
          {code ? (
            <>
              <p
                data-testid="pix-code"
                className="max-h-24 w-full overflow-y-auto rounded-control border border-line bg-page p-3 text-left font-mono text-sm break-all text-ink select-all"
              >
                {code}
              </p>
              <Button variant="secondary" size="lg" fullWidth onClick={() => void copy(code)}>
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
      ) : null}

      {details}

      <section aria-label="Instruções" className="rounded-card bg-tint p-4 text-base text-ink">
        <h3 className="font-semibold">Como funciona</h3>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-muted">
          <li>A confirmação do PIX leva até 2 minutos.</li>
          <li>Esta página verifica o pagamento sozinha a cada 5 segundos.</li>
          <li>Você também pode acompanhar o status em Minha Agenda.</li>
        </ul>
      </section>

      <div className="flex flex-col gap-3">
        {checkout ? (
          <Button size="lg" fullWidth onClick={() => reopenCheckout(checkout.paymentUrl)}>
            <ExternalLink aria-hidden className="size-5" />
            Abrir página de pagamento
          </Button>
        ) : null}
        {payment ? (
          <Button
            variant={checkout ? 'secondary' : 'primary'}
            size="lg"
            fullWidth
            disabled={checking}
            aria-busy={checking || undefined}
            onClick={() => void checkNow(payment.id)}
          >
            <RefreshCw aria-hidden className={checking ? 'size-5 animate-spin' : 'size-5'} />
            Verificar Status do Pagamento
          </Button>
        ) : (
          <Link
            to={`/payment/pix/${appointmentId}`}
            className={buttonStyles({ size: 'lg', fullWidth: true })}
          >
            Pagar com PIX
          </Link>
        )}
        <Link
          to="/mybookings"
          className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
        >
          Ver meus agendamentos
        </Link>
        <Link to="/" className={buttonStyles({ variant: 'ghost', size: 'lg', fullWidth: true })}>
          Sair
        </Link>
      </div>
    </div>
  );
}
