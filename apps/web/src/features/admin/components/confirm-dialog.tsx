import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export interface ConfirmRequest {
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void | Promise<void>;
}

/** Asks before a change that is hard to take back (deactivating, deleting, a new password). */
export function ConfirmDialog({
  request,
  pending,
  onClose,
}: {
  request: ConfirmRequest | null;
  pending: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={request?.title ?? ''}
      description={request?.description ?? ''}
    >
      {request ? (
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" fullWidth onClick={onClose}>
            Voltar
          </Button>
          <Button
            variant={request.danger ? 'danger' : 'primary'}
            fullWidth
            disabled={pending}
            onClick={() => void request.onConfirm()}
          >
            {pending ? 'Aguarde…' : request.confirmLabel}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
