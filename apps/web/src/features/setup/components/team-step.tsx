import type { SetupInvitation, SetupProgress } from '@navalha/core/contracts/setup';
import { setupTeamBodySchema } from '@navalha/core/contracts/setup';
import { maskPhone } from '@navalha/core/domain/account/masks';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { findStepErrors, stepErrorsFrom } from '../form-issues';
import type { StepErrors } from '../form-issues';
import { StepActions, StepError } from './step-actions';

export interface TeamStepProps {
  initial: SetupProgress['team'];
  save: (body: unknown) => Promise<void>;
  /** Saved: finish the setup. */
  onDone: () => Promise<void>;
  onBack: () => void;
}

type Row = SetupInvitation & { key: number; phone: string };
let rowKeys = 0;

/** Step 5: 'Eu também atendo' and the barbers to invite once the shop exists; may be skipped. */
export function TeamStep({ initial, save, onDone, onBack }: TeamStepProps) {
  const [takesBookings, setTakesBookings] = useState(initial?.takesBookings ?? true);
  const [rows, setRows] = useState<Row[]>(() =>
    (initial?.invitations ?? []).map((invitation) => ({
      ...invitation,
      phone: invitation.phone ?? '',
      key: (rowKeys += 1),
    })),
  );
  const [errors, setErrors] = useState<StepErrors>({});
  const [pending, setPending] = useState(false);

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      takesBookings,
      invitations: rows.map(({ name, email, phone }) => ({ name, email, phone })),
    };
    const found = findStepErrors(setupTeamBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await save(body);
      await onDone();
    } catch (error) {
      setErrors(stepErrorsFrom(error));
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      <StepError message={errors.form} />
      <div className="rounded-card bg-card p-4 shadow-card">
        <Checkbox
          label="Eu também atendo"
          checked={takesBookings}
          onChange={(event) => setTakesBookings(event.target.checked)}
        />
        <p className="mt-2 text-sm text-muted">
          Os clientes poderão agendar com você, nos horários da barbearia.
        </p>
      </div>
      <h2 className="mt-2 text-xl font-semibold text-ink">Convidar barbeiros</h2>
      <p className="text-base text-muted">
        Cada barbeiro recebe um link para criar a própria senha. Você pode convidar depois, em
        Equipe.
      </p>
      {rows.map((row, index) => (
        <fieldset
          key={row.key}
          className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
        >
          <legend className="sr-only">Barbeiro {index + 1}</legend>
          <TextField
            label={`Nome do barbeiro ${index + 1}`}
            value={row.name}
            onChange={(event) => update(row.key, { name: event.target.value })}
            error={errors[`invitations.${index}.name`]}
          />
          <TextField
            label={`E-mail do barbeiro ${index + 1}`}
            type="email"
            value={row.email}
            onChange={(event) => update(row.key, { email: event.target.value })}
            error={errors[`invitations.${index}.email`]}
          />
          <TextField
            label={`Celular do barbeiro ${index + 1} (opcional)`}
            type="tel"
            inputMode="tel"
            value={row.phone}
            onChange={(event) => update(row.key, { phone: maskPhone(event.target.value) })}
            error={errors[`invitations.${index}.phone`]}
          />
          <Button
            variant="danger"
            onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
          >
            <Trash2 aria-hidden className="size-5" />
            Remover
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          setRows((current) => [
            ...current,
            { key: (rowKeys += 1), name: '', email: '', phone: '' },
          ])
        }
      >
        <Plus aria-hidden className="size-5" />
        Convidar um barbeiro
      </Button>
      <StepActions pending={pending} onBack={onBack} next="Concluir configuração" />
    </form>
  );
}
