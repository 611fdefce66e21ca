import type { WalletDeposit } from '@navalha/core/contracts/wallet';
import { formatBRL } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import { sandboxBankUrlOf } from '@navalha/core/domain/payments/sandbox-links';
import { checkDepositAmount, MAX_DEPOSIT_CENTS } from '@navalha/core/domain/wallet/wallet-limits';
import ExternalLink from 'lucide-react/icons/external-link';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PixCodePanel } from '../../../shared/payments/pix-dialog';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/class-names';
import { createIdempotencyKey } from '../../../shared/payments/idempotency-key';
import { toast } from '../../../lib/toast';
import { getErrorToastMessage } from '../../../lib/toast-catalogue';
import { createWalletDeposit } from '../api/create-wallet-deposit';
import { walletKeys } from '../api/query-keys';
import { useDepositStatus } from '../hooks/use-deposit-status';
import { formatAmountInput, parseAmountInput } from '../money-input';

/** Amounts a tap away, in centavos. */
export const QUICK_DEPOSITS: readonly Cents[] = [2_000, 5_000, 10_000, 20_000];

export const depositMessages = {
  credited: 'Depósito confirmado! Seu saldo foi atualizado.',
  waiting: 'Aguardando o pagamento. O saldo é atualizado assim que o PIX for aprovado.',
  failed: 'O depósito não foi aprovado. Gere um novo código para tentar de novo.',
  createFailed: 'Erro ao gerar o código PIX. Tente novamente.',
} as const;

function AmountStep({
  shopId,
  onCreated,
}: {
  shopId: string | null;
  onCreated: (deposit: WalletDeposit) => void;
}) {
  const [amount, setAmount] = useState<Cents>(0);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One key per amount: a retry after a lost answer returns the code already made.
  const [key, setKey] = useState(createIdempotencyKey);

  function choose(next: Cents) {
    setAmount(next);
    setError(null);
    setFailure(null);
    setKey(createIdempotencyKey());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const invalid = checkDepositAmount(amount);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      onCreated(await createWalletDeposit(amount, key, shopId));
    } catch (caught) {
      if (isApiError(caught) && caught.field === 'amount') setError(caught.message);
      else if (isApiError(caught) && caught.status >= 400 && caught.status < 500) {
        setFailure(caught.message);
      } else {
        setFailure(
          isApiError(caught)
            ? `${depositMessages.createFailed} ${getErrorToastMessage(caught)}`
            : depositMessages.createFailed,
        );
      }
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label="Valor do depósito"
        inputMode="numeric"
        autoComplete="off"
        placeholder="R$ 0,00"
        value={amount === 0 ? '' : `R$ ${formatAmountInput(amount)}`}
        onChange={(event) => choose(parseAmountInput(event.target.value))}
        error={error ?? undefined}
        hint={`Até ${formatBRL(MAX_DEPOSIT_CENTS)} por depósito, pago com PIX.`}
        className="[&_input]:text-xl [&_input]:font-semibold [&_input]:tabular-nums"
      />
      <div role="group" aria-label="Valores sugeridos" className="grid grid-cols-4 gap-2">
        {QUICK_DEPOSITS.map((quick) => (
          <button
            key={quick}
            type="button"
            aria-pressed={amount === quick}
            onClick={() => choose(quick)}
            className={cn(
              'min-h-11 rounded-full border px-2 text-sm font-semibold tabular-nums transition-colors',
              amount === quick
                ? 'border-primary bg-tint text-primary'
                : 'border-line bg-card text-ink hover:bg-page',
            )}
          >
            {formatBRL(quick).replace(/,00$/, '')}
          </button>
        ))}
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" size="lg" fullWidth disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Gerando código…' : 'Gerar código PIX'}
      </Button>
    </form>
  );
}

function PixStep({
  deposit: created,
  open,
  onCredited,
  onRestart,
}: {
  deposit: WalletDeposit;
  open: boolean;
  onCredited: () => void;
  onRestart: () => void;
}) {
  const { deposit, outcome } = useDepositStatus(created, open);
  const code = deposit.qrCode ?? deposit.qrCodeData ?? '';
  // In the sandbox a tester pays in its "bank app" page (architecture §6); real payers use theirs.
  // Through the deposit's own signed link (its paymentUrl), the only way that page opens.
  const bankUrl = deposit.gateway === 'sandbox' ? sandboxBankUrlOf(deposit.paymentUrl) : null;

  const onCreditedRef = useRef(onCredited);
  useEffect(() => {
    onCreditedRef.current = onCredited;
  });
  // Once, when the deposit is first seen paid.
  useEffect(() => {
    if (outcome === 'paid') onCreditedRef.current();
  }, [outcome]);

  if (outcome === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        <Alert>{deposit.failureReason ?? depositMessages.failed}</Alert>
        <Button size="lg" fullWidth onClick={onRestart}>
          Gerar novo código
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PixCodePanel amount={deposit.amount} code={code} qrCodeBase64={deposit.qrCodeBase64} />
      <p
        role="status"
        className="rounded-control bg-status-pending-soft px-4 py-3 text-sm font-medium text-status-pending"
      >
        {outcome === 'paid' ? depositMessages.credited : depositMessages.waiting}
      </p>
      {bankUrl ? (
        <a
          href={bankUrl}
          target="_blank"
          rel="noreferrer"
          className={buttonStyles({ variant: 'secondary', fullWidth: true })}
        >
          <ExternalLink aria-hidden className="size-5" />
          Abrir banco de teste
        </a>
      ) : null}
    </div>
  );
}

/**
 * 'Depositar' (spec §2 wallet, issue 6): an amount (more than zero, at most R$ 5.000,00, typed
 * as in a bank app or tapped), then the PIX dialog's copy-and-paste code and QR ('Copiado!' for
 * 2 s). While open, the deposit is checked every 5 s; once approved the balance and the
 * recent transactions are fetched again, 'Depósito confirmado! Seu saldo foi atualizado.'
 * shows and the dialog closes. Closing it earlier stops the checks; a payment made later is
 * credited all the same and shows the next time the wallet loads.
 */
export function DepositDialog({
  open,
  onOpenChange,
  shop = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shop whose wallet the money goes to (decision 042); null: the server's choice. */
  shop?: { id: string; name: string } | null;
}) {
  const queryClient = useQueryClient();
  const [deposit, setDeposit] = useState<WalletDeposit | null>(null);
  // A new amount form when the client starts over (closing the dialog unmounts it anyway).
  const [attempt, setAttempt] = useState(0);

  function change(next: boolean) {
    if (!next) setDeposit(null);
    onOpenChange(next);
  }

  function credited() {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    toast.success(depositMessages.credited, { id: depositMessages.credited });
    change(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={deposit ? 'Depósito via PIX' : 'Depositar'}
      description={
        deposit
          ? undefined
          : shop
            ? `Adicione saldo à sua carteira na ${shop.name} com PIX.`
            : 'Adicione saldo à sua carteira com PIX.'
      }
    >
      {deposit ? (
        <PixStep
          deposit={deposit}
          open={open}
          onCredited={credited}
          onRestart={() => {
            setDeposit(null);
            setAttempt((count) => count + 1);
          }}
        />
      ) : (
        <AmountStep key={attempt} shopId={shop?.id ?? null} onCreated={setDeposit} />
      )}
    </Dialog>
  );
}
