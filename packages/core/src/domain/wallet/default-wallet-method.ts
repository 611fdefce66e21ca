import type { WalletMethodType } from '../payments/payment-method.js';

/**
 * The method a wallet gets when it has none (spec §9): Google Pay on Android, Apple Pay
 * otherwise (also when the User-Agent is missing).
 */
export function getDefaultWalletMethodType(
  userAgent: string | null | undefined,
): Extract<WalletMethodType, 'google_pay' | 'apple_pay'> {
  return userAgent && /android/i.test(userAgent) ? 'google_pay' : 'apple_pay';
}
