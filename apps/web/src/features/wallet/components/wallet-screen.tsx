import { walletMessages } from '@navalha/core/contracts/wallet';
import RotateCw from 'lucide-react/icons/rotate-cw';
import WalletIcon from 'lucide-react/icons/wallet';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { readCurrentShop } from '../../../shared/current-shop/current-shop';
import { useShopOnlinePayments } from '../../../shared/payments/get-shop-fees';
import { useWallet } from '../api/get-wallet';
import { BalanceCard } from './balance-card';
import { DepositDialog } from './deposit-dialog';
import { LoadFailure } from './load-failure';
import { PaymentMethodsSection } from './payment-methods-section';
import { TransactionsSection } from './transactions-section';

/**
 * The add-card form brings react-hook-form and zod: fetched when the client first opens it, so
 * the wallet itself loads without them.
 */
const AddCardDialog = lazy(async () => ({
  default: (await import('./add-card-dialog')).AddCardDialog,
}));

/** What 'Carteira não encontrada' adds (spec §8: a new-wallet message and a retry). */
export const newWalletMessage =
  'Sua carteira ainda não existe. Toque em Tentar novamente para criar uma nova.';

function WalletNotFound({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <EmptyState
      icon={<WalletIcon aria-hidden className="size-6" />}
      title={walletMessages.walletNotFound}
    >
      <p className="text-base text-muted">{newWalletMessage}</p>
      <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCw aria-hidden className="size-5" />
        Tentar novamente
      </Button>
    </EmptyState>
  );
}

/**
 * The client's wallet (spec §2 "Wallet"): the balance with hide/show and 'Depositar', the first
 * two saved methods with the add-card tile, and the 5 latest movements. Each part loads and
 * fails on its own, with a skeleton while it loads and a retry when it fails. Money cannot be
 * added nor a card saved before the wallet itself has loaded ('Carteira não carregada').
 */
export function WalletScreen() {
  // A balance is one shop's (decision 042): the shop the client is in, else the server's choice.
  const [shopId] = useState(readCurrentShop);
  const wallet = useWallet(shopId);
  // Money is added by PIX into the shop's own account: none there, no deposit (decision 043).
  const online = useShopOnlinePayments(wallet.data?.barbershop.id);
  const [hidden, setHidden] = useState(false);
  const [depositOpen, setDepositOpen] = useState(false);
  const [addCardOpen, setAddCardOpen] = useState(false);

  /** Opens a dialog that needs the wallet, or says it has not loaded. */
  function withWallet(open: (value: boolean) => void) {
    return () => {
      if (!wallet.data) {
        toast.error(walletMessages.walletNotLoaded, { id: walletMessages.walletNotLoaded });
        return;
      }
      open(true);
    };
  }

  const retry = () => void wallet.refetch();
  return (
    <div className="flex flex-col gap-6">
      {wallet.isError ? (
        isApiError(wallet.error) && wallet.error.code === 'NOT_FOUND' ? (
          <WalletNotFound onRetry={retry} retrying={wallet.isFetching} />
        ) : (
          <LoadFailure error={wallet.error} onRetry={retry} retrying={wallet.isFetching} />
        )
      ) : (
        <BalanceCard
          balance={wallet.data?.balance ?? null}
          shopName={wallet.data?.barbershop.name ?? null}
          hidden={hidden}
          onToggleHidden={() => setHidden((value) => !value)}
          onDeposit={withWallet(setDepositOpen)}
          depositUnavailable={
            online?.available === false ? walletMessages.depositNeedsOnlineShop : null
          }
        />
      )}
      <PaymentMethodsSection onAddCard={withWallet(setAddCardOpen)} />
      <TransactionsSection />
      <DepositDialog
        open={depositOpen}
        onOpenChange={setDepositOpen}
        shop={wallet.data?.barbershop ?? null}
      />
      {addCardOpen ? (
        <Suspense fallback={null}>
          <AddCardDialog open onOpenChange={setAddCardOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
