import type { SetupStep } from '@navalha/core/contracts/setup';
import type { WeekPeriod } from '@navalha/core/domain/setup/setup-defaults';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';

/** The parts the first-run setup and 'Cadastre sua barbearia' both show. */

export interface HoursStepRenderProps {
  periods: readonly WeekPeriod[];
  /** Saves the week; resolves to an error message to show, or null (and moves on). */
  onSave: (periods: WeekPeriod[]) => Promise<string | null>;
}

export const setupStepTitles: Readonly<Record<SetupStep, string>> = {
  owner: 'Sua conta de dono',
  shop: 'Sua barbearia',
  hours: 'Horário de funcionamento',
  services: 'Serviços',
  team: 'Sua equipe',
};

/** The page around a wizard: the logo on top, the steps below. */
export function WizardFrame({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-content flex-col px-4 pt-8 pb-[calc(32px+env(safe-area-inset-bottom))]">
      <div className="mb-6 flex justify-center">
        <Logo />
      </div>
      {children}
    </main>
  );
}

// Whole class names, so the stylesheet keeps them.
const columns: Readonly<Record<number, string>> = { 5: 'grid-cols-5', 6: 'grid-cols-6' };

/** The row of steps (done ones lit), the current step's title and 'Etapa N de M'. */
export function WizardProgress<S extends string>({
  label,
  steps,
  step,
  labels,
  titles,
}: {
  label: string;
  steps: readonly S[];
  step: S;
  labels: Readonly<Record<S, string>>;
  titles: Readonly<Record<S, string>>;
}) {
  const index = steps.indexOf(step);
  return (
    <>
      <ol aria-label={label} className={`mb-6 grid ${columns[steps.length] ?? ''} gap-1`}>
        {steps.map((name, position) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center"
          >
            <span
              className={
                position <= index
                  ? 'h-1.5 w-full rounded-full bg-primary'
                  : 'h-1.5 w-full rounded-full bg-line'
              }
            />
            {/* On a phone the step's title and 'Etapa N de M' below say where one is: six
                names in 360 px would break mid-word. Screen readers keep them all. */}
            <span
              className={
                name === step
                  ? 'sr-only text-sm font-semibold text-ink sm:not-sr-only'
                  : 'sr-only text-sm text-muted sm:not-sr-only'
              }
            >
              {labels[name]}
            </span>
          </li>
        ))}
      </ol>
      <h1 className="mb-1 text-[28px] leading-tight font-bold tracking-tight text-ink">
        {titles[step]}
      </h1>
      <p className="mb-6 text-base text-muted">
        Etapa {index + 1} de {steps.length}
      </p>
    </>
  );
}

/** The hours step: the week editor the route composes, then 'Voltar'. */
export function HoursStep({
  renderHours,
  onBack,
  ...props
}: HoursStepRenderProps & {
  renderHours: (props: HoursStepRenderProps) => ReactNode;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {renderHours(props)}
      <Button variant="secondary" size="lg" onClick={onBack}>
        Voltar
      </Button>
    </div>
  );
}
