import type { WalletPaymentMethod } from '@navalha/core/contracts/wallet';
import { WALLET_SHOWN_METHODS } from '@navalha/core/domain/wallet/wallet-limits';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWalletPaymentMethods } from '../api/get-wallet-payment-methods';
import { LoadFailure } from './load-failure';
import { PaymentMethodSheet } from './payment-method-sheet';
import { PaymentMethodTile } from './payment-method-tile';

/**
 * 'Formas de pagamento' (spec §2, §9): the first two saved methods (the default first) and the
 * add-card tile; 'Ver todos' lists the rest, so a third card can still be managed. Tapping a
 * method opens its sheet (make default, remove).
 */
export function PaymentMethodsSection({ onAddCard }: { onAddCard: () => void }) {
  const methods = useWalletPaymentMethods();
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<WalletPaymentMethod | null>(null);
  const list = methods.data ?? [];
  const shown = showAll ? list : list.slice(0, WALLET_SHOWN_METHODS);
  const hiddenCount = list.length - shown.length;

  return (
    <section aria-labelledby="wallet-methods-title" className="flex flex-col gap-3">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h2 id="wallet-methods-title" className="text-lg font-semibold text-ink">
          Formas de pagamento
        </h2>
        {hiddenCount > 0 ? (
          <button
            type="button"
            onClick={() => setShowAll(true)}
            className="min-h-11 rounded-control px-2 text-base font-semibold text-primary hover:bg-tint"
          >
            Ver todos ({list.length})
          </button>
        ) : null}
      </div>

      {methods.isPending ? (
        <div
          aria-busy="true"
          aria-label="Carregando formas de pagamento"
          className="flex flex-col gap-3"
        >
          <Skeleton className="h-16 rounded-card" />
          <Skeleton className="h-16 rounded-card" />
        </div>
      ) : methods.isError ? (
        <LoadFailure
          error={methods.error}
          onRetry={() => void methods.refetch()}
          retrying={methods.isFetching}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((method) => (
            <li key={method.id}>
              <PaymentMethodTile method={method} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      )}

      <button
        type="button"
        onClick={onAddCard}
        aria-haspopup="dialog"
        className="flex min-h-16 w-full items-center gap-3 rounded-card border-2 border-dashed border-line bg-card px-4 py-3 text-left text-base font-semibold text-primary transition-colors hover:border-primary hover:bg-tint"
      >
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-tint text-accent">
          <Plus aria-hidden className="size-5" />
        </span>
        Adicionar cartão
      </button>

      <PaymentMethodSheet method={open} onClose={() => setOpen(null)} />
    </section>
  );
}
