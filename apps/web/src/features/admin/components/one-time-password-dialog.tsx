import Copy from 'lucide-react/icons/copy';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';

export interface OneTimePassword {
  name: string;
  email: string;
  password: string;
}

/**
 * A new account's password, shown this once: the server keeps only its hash, so closing this
 * is the last chance to read it (a new one can be generated later).
 */
export function OneTimePasswordDialog({
  value,
  onClose,
}: {
  value: OneTimePassword | null;
  onClose: () => void;
}) {
  const { copied, copy } = useCopyFeedback({
    resetMs: 2_000,
    copiedMessage: 'Senha copiada.',
    failedMessage: 'Não foi possível copiar a senha.',
  });
  return (
    <Dialog
      open={value !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Senha provisória"
      description="Anote ou envie agora: esta senha não será mostrada de novo."
    >
      {value ? (
        <div className="flex flex-col gap-4">
          <p className="text-base text-ink">
            <span className="font-semibold">{value.name}</span> entra com o e-mail{' '}
            <span className="font-semibold break-all">{value.email}</span> e a senha:
          </p>
          <output
            aria-label="Senha provisória"
            className="rounded-control bg-page px-4 py-3 text-center font-mono text-2xl font-semibold tracking-wider text-ink select-all"
          >
            {value.password}
          </output>
          <Button variant="secondary" fullWidth onClick={() => void copy(value.password)}>
            <Copy aria-hidden className="size-5" />
            {copied ? 'Copiado!' : 'Copiar senha'}
          </Button>
          <Button fullWidth onClick={onClose}>
            Já anotei
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
