import type { DeskBooking } from '@navalha/core/contracts/front-desk-actions';
import { describeUnfinishedRefund } from '@navalha/core/domain/payments/unfinished-refund';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { Button } from '../../../components/ui/button';

type UnfinishedRefund = NonNullable<DeskBooking['unfinishedRefund']>;

/**
 * A refund the gateway broke off between the booking's parts (decision 029): what went back,
 * and the one way forward — the same ending tried again ('Faltou' at once, the cancellation
 * through its form with its reason). The server refuses to complete it meanwhile, so the panel
 * offers no other action.
 */
export function RefundRetry({
  refund,
  pending,
  onRetry,
}: {
  refund: UnfinishedRefund;
  pending: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div
        role="note"
        aria-label="Reembolso interrompido"
        className="flex items-start gap-2 rounded-control bg-status-pending-soft px-4 py-3 text-base text-status-pending"
      >
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>{describeUnfinishedRefund(refund)}</p>
      </div>
      <Button variant="danger" disabled={pending} onClick={onRetry}>
        Tentar o reembolso de novo
      </Button>
    </div>
  );
}
