import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import { PAYMENT_FEE_BASIS_POINTS } from '@navalha/core/domain/payments/fees';
import { formatPercent } from '@navalha/core/domain/format/percent';
import { formatBRL, percentOf } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import Banknote from 'lucide-react/icons/banknote';
import CreditCard from 'lucide-react/icons/credit-card';
import QrCode from 'lucide-react/icons/qr-code';
import Wallet from 'lucide-react/icons/wallet';
import { useId } from 'react';
import { cn } from '../../../lib/class-names';
import type { FeeTable } from '../../../shared/payments/get-shop-fees';
import { bookingPaymentOptions } from '../payment-options';
import type { WalletChoice } from '../payment-options';

const icons: Record<PaymentMethod, typeof Banknote> = {
  CASH: Banknote,
  PIX: QrCode,
  CREDIT_CARD: CreditCard,
  DEBIT_CARD: CreditCard,
  WALLET: Wallet,
};

/** 'Taxa de R$ 7,14 (8,4%)' on this order, in reais before choosing (issue 18 §2). */
function feeLabel(method: PaymentMethod, fees: FeeTable, baseCents: Cents | undefined): string {
  const basisPoints = fees[method];
  if (basisPoints === 0) return 'Sem taxa';
  const percent = formatPercent(basisPoints / 10_000);
  return baseCents === undefined
    ? `Taxa de ${percent}`
    : `Taxa de ${formatBRL(percentOf(baseCents, basisPoints))} (${percent})`;
}

export interface PaymentMethodOptionsProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  legend?: string;
  disabled?: boolean;
  /** What the balance allows, where the screen knows it: 'Carteira' then shows the balance. */
  wallet?: WalletChoice;
  /** The shop's fees; the spec's defaults until it is known. */
  fees?: FeeTable | undefined;
  /** Only these methods (e.g. paying an existing booking online); every one by default. */
  methods?: readonly PaymentMethod[];
  /** What the fee is charged on (subtotal − discount), to show each fee in reais. */
  baseCents?: Cents | undefined;
}

/**
 * The payment methods as a radio group of native radios: arrow keys move between the
 * methods that can be chosen, and a screen reader hears each one's name, hint and fee.
 */
export function PaymentMethodOptions({
  value,
  onChange,
  legend = 'Forma de pagamento',
  disabled = false,
  wallet,
  fees = PAYMENT_FEE_BASIS_POINTS,
  methods,
  baseCents,
}: PaymentMethodOptionsProps) {
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-lg font-semibold text-ink">{legend}</legend>
      {bookingPaymentOptions
        .filter((option) => !methods || methods.includes(option.method))
        .map((option) => {
          const { method } = option;
          const { available, hint } =
            method === 'WALLET' && wallet
              ? { available: wallet.usable, hint: wallet.hint }
              : option;
          const Icon = icons[method];
          const id = `${name}-${method}`;
          const checked = value === method;
          return (
            <label
              key={method}
              htmlFor={id}
              className={cn(
                'flex min-h-16 items-center gap-3 rounded-control border bg-card px-4 py-3 transition-colors',
                available ? 'cursor-pointer hover:bg-page' : 'cursor-not-allowed bg-page',
                checked ? 'border-primary ring-1 ring-primary' : 'border-line',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={method}
                checked={checked}
                disabled={!available}
                onChange={() => onChange(method)}
                aria-describedby={`${id}-hint`}
                className="peer size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-muted/60 bg-card transition-colors checked:border-[6px] checked:border-primary disabled:cursor-not-allowed disabled:border-line"
              />
              <span
                className={cn(
                  'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
                  available ? 'bg-tint text-accent' : 'bg-line text-muted',
                )}
              >
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    'block text-base font-medium',
                    available ? 'text-ink' : 'text-muted',
                  )}
                >
                  {getPaymentMethodLabel(method)}
                </span>
                <span id={`${id}-hint`} className="block text-sm text-muted">
                  {available ? `${hint} · ${feeLabel(method, fees, baseCents)}` : hint}
                </span>
              </span>
            </label>
          );
        })}
    </fieldset>
  );
}
