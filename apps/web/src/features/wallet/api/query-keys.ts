/**
 * The wallet's cache keys. Everything under `all` is refetched after money or a saved method
 * moves (a deposit credited, a booking paid from the balance, a card added or removed).
 */
export const walletKeys = {
  all: ['wallet'] as const,
  /** A balance is one shop's (decision 042); null: the shop the server picks. */
  wallet: (shopId: string | null = null) => [...walletKeys.all, 'balance', shopId] as const,
  transactions: (limit: number, shopId: string | null = null) =>
    [...walletKeys.all, 'transactions', limit, shopId] as const,
  /** 'Transações', by filter (issue 18 §2). */
  history: (direction: string) => [...walletKeys.all, 'history', direction] as const,
  paymentMethods: () => [...walletKeys.all, 'payment-methods'] as const,
  /** Outside `all`: a deposit being watched is not refetched when the balance is. */
  deposit: (id: string) => ['wallet-deposit', id] as const,
};
