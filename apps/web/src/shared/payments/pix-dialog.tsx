import { formatBRL } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useCopyFeedback } from '../../lib/use-copy-feedback';
import { Button } from '../../components/ui/button';
import { PixQrCode } from './pix-qr-code';

/** The texts of copying a PIX code (spec §2 "PIX dialog"). */
export const pixCopyMessages = {
  copied: 'O código PIX foi copiado para a área de transferência.',
  failed: 'Não foi possível copiar o código PIX.',
} as const;

/** How long the dialog's button says 'Copiado!' (spec §9: 2 s). */
export const PIX_DIALOG_COPIED_MS = 2_000;

export interface PixCodePanelProps {
  amount: Cents;
  /** The copy-and-paste BR Code. */
  code: string;
  /** The gateway's QR PNG in base64; drawn from `code` when absent. */
  qrCodeBase64?: string | null;
}

/**
 * The inside of the PIX dialog (spec §2): the amount, the QR (200 px, margin 2), the code and
 * 'Copiar código', which reads 'Copiado!' for 2 s; the footer says the payment is processed by
 * itself once paid. The wallet's deposit dialog shows it as its last step ('Depósito via PIX');
 * a booking's PIX code has a page of its own, /payment/pix/{appointmentId}, with a 3 s copy.
 */
export function PixCodePanel({ amount, code, qrCodeBase64 }: PixCodePanelProps) {
  const { copied, copy } = useCopyFeedback({
    resetMs: PIX_DIALOG_COPIED_MS,
    copiedMessage: pixCopyMessages.copied,
    failedMessage: pixCopyMessages.failed,
  });

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-base text-muted">
        Valor
        <span className="block text-[28px] leading-tight font-bold text-ink tabular-nums">
          {formatBRL(amount)}
        </span>
      </p>
      <PixQrCode base64={qrCodeBase64} code={code} className="border border-line" />
      <p className="text-sm text-muted">
        Escaneie o QR Code no app do seu banco ou use o código PIX copia e cola:
      </p>
      <p
        data-testid="pix-code"
        className="max-h-24 w-full overflow-y-auto rounded-control border border-line bg-page p-3 text-left font-mono text-sm break-all text-ink select-all"
      >
        {code}
      </p>
      <Button fullWidth size="lg" aria-live="polite" onClick={() => void copy(code)}>
        {copied ? (
          <>
            <Check aria-hidden className="size-5" />
            Copiado!
          </>
        ) : (
          <>
            <Copy aria-hidden className="size-5" />
            Copiar código
          </>
        )}
      </Button>
      <p className="text-sm text-muted">
        A transação é processada automaticamente assim que o pagamento for concluído.
      </p>
    </div>
  );
}
