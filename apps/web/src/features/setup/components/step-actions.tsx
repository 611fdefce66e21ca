import { Button } from '../../../components/ui/button';

/** The foot of every step: 'Voltar' (but on the first) and the step's own forward button. */
export function StepActions({
  onBack,
  pending,
  next = 'Continuar',
}: {
  onBack?: (() => void) | undefined;
  pending: boolean;
  next?: string;
}) {
  return (
    <div className="mt-2 flex gap-3">
      {onBack ? (
        // Its own width: a long forward label ('Criar barbearia') never breaks 'Voltar' in two.
        <Button
          variant="secondary"
          size="lg"
          className="shrink-0"
          onClick={onBack}
          disabled={pending}
        >
          Voltar
        </Button>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Salvando…' : next}
      </Button>
    </div>
  );
}

/** An error of the whole step (or one the server gave without a field). */
export function StepError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-control bg-danger-soft px-4 py-3 text-base font-medium text-danger"
    >
      {message}
    </p>
  );
}
