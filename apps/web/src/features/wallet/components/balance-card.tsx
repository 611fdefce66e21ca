import { formatBRL } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Plus from 'lucide-react/icons/plus';
import { Skeleton } from '../../../components/ui/skeleton';

/** What the balance reads while hidden (spec §2: dots). */
export const HIDDEN_BALANCE = 'R$ ••••••';

/** The balance's title: whose shop it is at (issue 20 §2). */
export const balanceTitle = (shopName: string) => `Saldo na ${shopName}`;
/** The one line that says the money pays that shop only. */
export const balanceOnlyThere = (shopName: string) =>
  `Este saldo só pode ser usado em agendamentos na ${shopName}.`;

export interface BalanceCardProps {
  /** The balance, or null while it loads. */
  balance: Cents | null;
  /** The shop the balance belongs to (decision 042); null while it loads. */
  shopName?: string | null;
  hidden: boolean;
  onToggleHidden: () => void;
  onDeposit: () => void;
  /**
   * Why money cannot be added here (a shop without its own Mercado Pago account, decision
   * 043): said in place of 'Depositar'.
   */
  depositUnavailable?: string | null;
}

/**
 * The wallet's balance (spec §2): large on the brand's green, with a toggle that swaps it for
 * dots (for a phone used in public) and the way to add money by PIX.
 */
export function BalanceCard({
  balance,
  shopName = null,
  hidden,
  onToggleHidden,
  onDeposit,
  depositUnavailable = null,
}: BalanceCardProps) {
  return (
    <section
      aria-labelledby="wallet-balance-title"
      className="flex flex-col gap-4 rounded-card bg-primary p-5 text-white shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="wallet-balance-title" className="text-base font-medium text-white/90">
            {shopName ? balanceTitle(shopName) : 'Saldo disponível'}
          </h2>
          {balance === null ? (
            <Skeleton className="mt-2 h-9 w-40 bg-white/25" />
          ) : (
            <p
              data-testid="wallet-balance"
              className="mt-1 text-[28px] leading-tight font-bold tabular-nums"
            >
              {hidden ? (
                <>
                  <span aria-hidden>{HIDDEN_BALANCE}</span>
                  <span className="sr-only">Saldo oculto</span>
                </>
              ) : (
                formatBRL(balance)
              )}
            </p>
          )}
          {shopName ? (
            <p data-testid="wallet-shop-note" className="mt-1 text-sm text-white/90">
              {balanceOnlyThere(shopName)}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onToggleHidden}
          aria-pressed={hidden}
          aria-label={hidden ? 'Mostrar saldo' : 'Ocultar saldo'}
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          {hidden ? (
            <EyeOff aria-hidden className="size-6" />
          ) : (
            <Eye aria-hidden className="size-6" />
          )}
        </button>
      </div>
      {depositUnavailable ? (
        <p role="note" className="text-sm text-white/90">
          {depositUnavailable}
        </p>
      ) : (
        <button
          type="button"
          onClick={onDeposit}
          className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-control bg-white px-4 text-base font-semibold text-primary transition-colors hover:bg-tint focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Plus aria-hidden className="size-5" />
          Depositar
        </button>
      )}
    </section>
  );
}
