import type { WalletPaymentMethod } from '@navalha/core/contracts/wallet';
import { walletMessages } from '@navalha/core/contracts/wallet';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { logger } from '../../../lib/logger';
import { toast } from '../../../lib/toast';
import { useRemoveWalletPaymentMethod } from '../api/remove-wallet-payment-method';
import { useSetDefaultWalletPaymentMethod } from '../api/set-default-wallet-payment-method';
import { describeWalletMethod } from '../wallet-display';

export const paymentMethodMessages = {
  removed: 'Método de pagamento removido',
  madeDefault: 'Método de pagamento padrão atualizado',
  defaultFailed: 'Erro ao definir método de pagamento padrão',
  removeFailed: walletMessages.removeMethodFailed,
} as const;

/**
 * What can be done with a saved method, in a bottom sheet: make it the default, or remove it
 * (asked twice: 'Remover' then 'Sim, remover'). A failure says so in the sheet and in a toast
 * ('Erro ao remover método de pagamento', spec §8); the sheet stays for another try.
 */
export function PaymentMethodSheet({
  method,
  onClose,
}: {
  method: WalletPaymentMethod | null;
  onClose: () => void;
}) {
  const remove = useRemoveWalletPaymentMethod();
  const makeDefault = useSetDefaultWalletPaymentMethod();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = remove.isPending || makeDefault.isPending;

  function close() {
    setConfirming(false);
    setFailure(null);
    onClose();
  }

  async function removeMethod(target: WalletPaymentMethod) {
    setFailure(null);
    try {
      await remove.mutateAsync(target.id);
    } catch (error) {
      logger.warn('Could not remove a wallet payment method.', error);
      const message = paymentMethodMessages.removeFailed;
      setFailure(message);
      toast.error(message, { id: message });
      return;
    }
    toast.success(paymentMethodMessages.removed);
    close();
  }

  async function setAsDefault(target: WalletPaymentMethod) {
    setFailure(null);
    try {
      await makeDefault.mutateAsync(target.id);
    } catch (error) {
      logger.warn('Could not make a wallet payment method the default.', error);
      setFailure(paymentMethodMessages.defaultFailed);
      return;
    }
    toast.success(paymentMethodMessages.madeDefault);
    close();
  }

  const display = method ? describeWalletMethod(method) : null;
  return (
    <Dialog
      open={method !== null}
      onOpenChange={(open) => {
        if (!open && !busy) close();
      }}
      title={display?.title ?? 'Método de pagamento'}
      description={display?.detail}
      variant="sheet"
    >
      {method ? (
        <div className="flex flex-col gap-3">
          {method.cardholder_name ? (
            <p className="text-base text-ink">
              <span className="block text-sm text-muted">Nome no cartão</span>
              {method.cardholder_name}
            </p>
          ) : null}
          {failure ? <Alert>{failure}</Alert> : null}
          {method.is_default ? (
            <p className="text-sm text-muted">Este é o seu método de pagamento padrão.</p>
          ) : (
            <Button
              variant="secondary"
              size="lg"
              fullWidth
              disabled={busy}
              aria-busy={makeDefault.isPending || undefined}
              onClick={() => void setAsDefault(method)}
            >
              <Star aria-hidden className="size-5" />
              Definir como padrão
            </Button>
          )}
          {confirming ? (
            <div className="flex flex-col gap-3 rounded-control bg-danger-soft p-3">
              <p className="text-base text-ink">Remover {display?.title} da sua carteira?</p>
              <div className="grid grid-cols-2 gap-3">
                <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                  Manter
                </Button>
                <Button
                  variant="danger"
                  disabled={busy}
                  aria-busy={remove.isPending || undefined}
                  onClick={() => void removeMethod(method)}
                >
                  Sim, remover
                </Button>
              </div>
            </div>
          ) : (
            <Button
              variant="danger"
              size="lg"
              fullWidth
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden className="size-5" />
              Remover
            </Button>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
