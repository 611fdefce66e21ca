import { walletMessages } from '@navalha/core/contracts/wallet';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { getErrorToastMessage } from '../../../lib/toast-catalogue';

/** 'Erro ao carregar carteira: …' (spec §8) with why, in words a client reads. */
export function getWalletLoadErrorMessage(error: unknown): string {
  const reason = isApiError(error) ? getErrorToastMessage(error) : 'Erro desconhecido';
  return `${walletMessages.loadFailed}: ${reason}`;
}

/** A part of the wallet that did not load: why, and a retry. */
export function LoadFailure({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card border border-status-cancelled-soft bg-danger-soft p-4"
    >
      <p className="text-base font-medium text-danger">{getWalletLoadErrorMessage(error)}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCw aria-hidden className="size-5" />
        Tentar novamente
      </Button>
    </div>
  );
}
