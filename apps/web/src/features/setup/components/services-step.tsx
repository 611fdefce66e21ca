import type { SetupProgress } from '@navalha/core/contracts/setup';
import { setupServicesBodySchema } from '@navalha/core/contracts/setup';
import { formatDecimalInput, parseDecimalInput } from '@navalha/core/domain/format/decimal-input';
import { fromCents } from '@navalha/core/domain/money';
import { starterServices } from '@navalha/core/domain/setup/setup-defaults';
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

interface ServiceRow {
  key: string;
  offered: boolean;
  /** A starter service keeps its name; an own one is typed. */
  starter: boolean;
  name: string;
  price: string;
  duration: string;
}

export interface ServicesStepProps {
  initial: SetupProgress['services'];
  save: (body: unknown) => Promise<void>;
  onDone: () => void;
  onBack: () => void;
}

let ownKeys = 0;

function initialRows(initial: SetupProgress['services']): ServiceRow[] {
  const saved = initial?.services ?? null;
  const starters = starterServices.map((service): ServiceRow => {
    const kept = saved?.find((entry) => entry.name === service.name);
    return {
      key: service.name,
      offered: saved ? kept !== undefined : true,
      starter: true,
      name: service.name,
      price: formatDecimalInput(kept ? kept.price : fromCents(service.priceCents)),
      duration: String(kept ? kept.durationMinutes : service.durationMinutes),
    };
  });
  const own = (saved ?? [])
    .filter((entry) => !starterServices.some((service) => service.name === entry.name))
    .map((entry): ServiceRow => ({
      key: `own-${(ownKeys += 1)}`,
      offered: true,
      starter: false,
      name: entry.name,
      price: formatDecimalInput(entry.price),
      duration: String(entry.durationMinutes),
    }));
  return [...starters, ...own];
}

/** Step 4: the starter list (untick what the shop does not do, edit price and time) and own ones. */
export function ServicesStep({ initial, save, onDone, onBack }: ServicesStepProps) {
  const [rows, setRows] = useState<ServiceRow[]>(() => initialRows(initial));
  const [errors, setErrors] = useState<StepErrors>({});
  const [pending, setPending] = useState(false);

  const update = (key: string, change: Partial<ServiceRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const offered = rows.filter((row) => row.offered);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      services: offered.map((row) => ({
        name: row.name,
        price: parseDecimalInput(row.price),
        durationMinutes: parseDecimalInput(row.duration),
      })),
    };
    const found = findStepErrors(setupServicesBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await save(body);
      onDone();
    } catch (error) {
      setErrors(stepErrorsFrom(error));
    } finally {
      setPending(false);
    }
  }

  /** The error of row `key` and `field`, by its place among the offered rows (as sent). */
  const errorOf = (key: string, field: string) => {
    const index = offered.findIndex((row) => row.key === key);
    return index < 0 ? undefined : errors[`services.${index}.${field}`];
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      <StepError message={errors.form ?? errors.services} />
      {rows.map((row) => (
        <fieldset
          key={row.key}
          className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
        >
          <legend className="sr-only">{row.name || 'Novo serviço'}</legend>
          <div className="flex items-center justify-between gap-3">
            {row.starter ? (
              <Checkbox
                label={<span className="font-semibold">{row.name}</span>}
                checked={row.offered}
                onChange={(event) => update(row.key, { offered: event.target.checked })}
              />
            ) : (
              <TextField
                label="Nome do serviço"
                className="flex-1"
                value={row.name}
                onChange={(event) => update(row.key, { name: event.target.value })}
                error={errorOf(row.key, 'name')}
              />
            )}
            {row.starter ? null : (
              <Button
                variant="ghost"
                aria-label={`Remover ${row.name || 'serviço'}`}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              >
                <Trash2 aria-hidden className="size-5" />
              </Button>
            )}
          </div>
          {row.offered ? (
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={`Preço (R$) — ${row.name || 'novo serviço'}`}
                inputMode="decimal"
                value={row.price}
                onChange={(event) => update(row.key, { price: event.target.value })}
                error={errorOf(row.key, 'price')}
              />
              <TextField
                label={`Duração (min) — ${row.name || 'novo serviço'}`}
                inputMode="numeric"
                value={row.duration}
                onChange={(event) => update(row.key, { duration: event.target.value })}
                error={errorOf(row.key, 'durationMinutes')}
              />
            </div>
          ) : null}
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          setRows((current) => [
            ...current,
            {
              key: `own-${(ownKeys += 1)}`,
              offered: true,
              starter: false,
              name: '',
              price: '',
              duration: '30',
            },
          ])
        }
      >
        <Plus aria-hidden className="size-5" />
        Adicionar serviço
      </Button>
      <StepActions pending={pending} onBack={onBack} />
    </form>
  );
}
