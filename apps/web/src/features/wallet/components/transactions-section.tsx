import type { WalletTransaction } from '@navalha/core/contracts/wallet';
import ArrowDownLeft from 'lucide-react/icons/arrow-down-left';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import ReceiptText from 'lucide-react/icons/receipt-text';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { useWalletTransactions } from '../api/get-wallet-transactions';
import { describeWalletTransaction } from '../wallet-display';
import { LoadFailure } from './load-failure';

const icons = { deposit: ArrowDownLeft, payment: ArrowUpRight, refund: RotateCcw } as const;

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { title, detail, date, amount, direction } = describeWalletTransaction(transaction, zone);
  const Icon = icons[transaction.type];
  const credit = direction === 'credit';
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
          credit ? 'bg-tint text-primary' : 'bg-danger-soft text-danger',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-base font-medium text-ink">{title}</p>
        {detail ? <p className="truncate text-sm text-muted">{detail}</p> : null}
        <p className="text-sm text-muted tabular-nums">{date}</p>
      </div>
      <p
        className={cn(
          'shrink-0 text-base font-semibold tabular-nums',
          credit ? 'text-primary' : 'text-danger',
        )}
      >
        <span className="sr-only">{credit ? 'Entrada de ' : 'Saída de '}</span>
        {amount}
      </p>
    </li>
  );
}

/**
 * 'Transações recentes' (spec §2, §9): the last 5 movements, money in green with '+', money out
 * in red with '−', each dated 'dd/mm/yyyy às HH:mm'; or 'Nenhuma transação recente'.
 */
export function TransactionsSection() {
  const transactions = useWalletTransactions();
  return (
    <section aria-labelledby="wallet-transactions-title" className="flex flex-col gap-3">
      <h2 id="wallet-transactions-title" className="text-lg font-semibold text-ink">
        Transações recentes
      </h2>
      {transactions.isPending ? (
        <div
          aria-busy="true"
          aria-label="Carregando transações"
          className="flex flex-col gap-4 rounded-card bg-card p-4 shadow-card"
        >
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <Skeleton className="h-10 flex-1" />
            </div>
          ))}
        </div>
      ) : transactions.isError ? (
        <LoadFailure
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
          retrying={transactions.isFetching}
        />
      ) : transactions.data.length === 0 ? (
        <EmptyState
          icon={<ReceiptText aria-hidden className="size-6" />}
          title="Nenhuma transação recente"
        />
      ) : (
        <ul className="divide-y divide-line rounded-card bg-card px-4 shadow-card">
          {transactions.data.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </ul>
      )}
    </section>
  );
}
