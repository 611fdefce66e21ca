import { moneyHistoryTitle } from '@navalha/core/contracts/money-history';
import type {
  MoneyHistoryDirection,
  MoneyHistoryEntry,
} from '@navalha/core/contracts/money-history';
import { formatDateTime } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import ArrowDownLeft from 'lucide-react/icons/arrow-down-left';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import ReceiptText from 'lucide-react/icons/receipt-text';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { LoadMore } from '../../../shared/infinite-list/load-more';
import { useMoneyHistory } from '../api/get-money-history';
import { LoadFailure } from './load-failure';

const icons = { deposit: ArrowDownLeft, payment: ArrowUpRight, refund: RotateCcw } as const;

const filters: { direction: MoneyHistoryDirection; label: string; empty: string }[] = [
  { direction: 'all', label: 'Todas', empty: 'Nenhuma transação recente' },
  { direction: 'in', label: 'Entradas', empty: 'Nenhuma entrada' },
  { direction: 'out', label: 'Saídas', empty: 'Nenhuma saída' },
];

/** Where the desk took a payment at the shop. */
const atTheShop = { cash: 'em dinheiro', pix: 'no PIX da barbearia', card: 'na maquininha' };

function TransactionRow({ entry, showShop }: { entry: MoneyHistoryEntry; showShop: boolean }) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const Icon = icons[entry.kind];
  const credit = entry.direction === 'in';
  const shop = entry.received_with ? atTheShop[entry.received_with] : null;
  const title = shop ? `${moneyHistoryTitle(entry)} (${shop})` : moneyHistoryTitle(entry);
  // The shop, for a client whose money moved at more than one (issue 20 §2).
  const detail = [entry.service, entry.barber, showShop ? entry.shop : null]
    .filter(Boolean)
    .join(' · ');
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
        {entry.kept_fee ? (
          <p className="text-sm text-muted">Taxa retida: {formatBRL(entry.kept_fee)}</p>
        ) : null}
        <p className="text-sm text-muted tabular-nums">{formatDateTime(entry.date, zone)}</p>
      </div>
      <p
        className={cn(
          'shrink-0 text-base font-semibold tabular-nums',
          credit ? 'text-primary' : 'text-danger',
        )}
      >
        <span className="sr-only">{credit ? 'Entrada de ' : 'Saída de '}</span>
        {`${credit ? '+' : '−'} ${formatBRL(entry.amount)}`}
      </p>
    </li>
  );
}

/**
 * 'Transações' (spec §2, issue 18 §2): all the client's money, newest first, the wallet's
 * movements and the bookings' payments by PIX, card and at the shop, refunds with the fee the
 * shop kept. 'Todas', 'Entradas' or 'Saídas'; pages of 20 come as the list is scrolled. Money in
 * green with '+', out in red with '−', each dated 'dd/mm/yyyy às HH:mm'.
 */
export function TransactionsSection() {
  const [direction, setDirection] = useState<MoneyHistoryDirection>('all');
  const history = useMoneyHistory(direction);
  const filter = filters.find((item) => item.direction === direction) ?? filters[0];
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const showShop = new Set(entries.flatMap((entry) => (entry.shop ? [entry.shop] : []))).size > 1;
  return (
    <section aria-labelledby="wallet-transactions-title" className="flex flex-col gap-3">
      <h2 id="wallet-transactions-title" className="text-lg font-semibold text-ink">
        Transações
      </h2>
      <div
        role="group"
        aria-label="Quais transações"
        className="grid grid-cols-3 gap-1 rounded-control bg-tint p-1"
      >
        {filters.map((item) => (
          <button
            key={item.direction}
            type="button"
            aria-pressed={item.direction === direction}
            onClick={() => setDirection(item.direction)}
            className={cn(
              'min-h-11 rounded-control text-base font-semibold transition-colors',
              item.direction === direction
                ? 'bg-card text-primary shadow-card'
                : 'text-muted hover:text-ink',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {history.isPending ? (
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
      ) : history.isError && entries.length === 0 ? (
        <LoadFailure
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<ReceiptText aria-hidden className="size-6" />}
          title={filter?.empty ?? 'Nenhuma transação recente'}
        />
      ) : (
        <>
          <ul className="divide-y divide-line rounded-card bg-card px-4 shadow-card">
            {entries.map((entry) => (
              <TransactionRow key={`${entry.kind}-${entry.id}`} entry={entry} showShop={showShop} />
            ))}
          </ul>
          <LoadMore
            hasMore={history.hasNextPage}
            loading={history.isFetchingNextPage}
            onLoadMore={() => void history.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
