import type { WalletPaymentMethod } from '@navalha/core/contracts/wallet';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CreditCard from 'lucide-react/icons/credit-card';
import Smartphone from 'lucide-react/icons/smartphone';
import { Badge } from '../../../components/ui/badge';
import { describeWalletMethod } from '../wallet-display';

/** A saved method; tapping it opens what can be done with it. */
export function PaymentMethodTile({
  method,
  onOpen,
}: {
  method: WalletPaymentMethod;
  onOpen: (method: WalletPaymentMethod) => void;
}) {
  const { title, detail } = describeWalletMethod(method);
  const Icon =
    method.method_type === 'apple_pay' || method.method_type === 'google_pay'
      ? Smartphone
      : CreditCard;
  return (
    <button
      type="button"
      onClick={() => onOpen(method)}
      aria-haspopup="dialog"
      className="flex min-h-16 w-full items-center gap-3 rounded-card bg-card px-4 py-3 text-left shadow-card transition-colors hover:bg-page"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tint text-accent">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-base font-medium text-ink tabular-nums">{title}</span>
        <span className="block truncate text-sm text-muted">{detail}</span>
      </span>
      {method.is_default ? <Badge>Padrão</Badge> : null}
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
    </button>
  );
}
