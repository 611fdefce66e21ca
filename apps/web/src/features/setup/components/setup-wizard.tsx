import type { AuthSession } from '@navalha/core/contracts/auth';
import { setupStepLabels, setupSteps } from '@navalha/core/contracts/setup';
import type { SetupProgress, SetupStep } from '@navalha/core/contracts/setup';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { completeSetup } from '../api/complete-setup';
import { getSetupProgress } from '../api/get-setup-progress';
import { inviteBarber } from '../api/invite-barber';
import { lookupSetupPostalCode } from '../api/lookup-setup-postal-code';
import { saveSetupStep } from '../api/save-setup-step';
import { forgetSetupToken } from '../setup-token';
import { SetupStepView } from './setup-step-view';
import { WizardFrame, WizardProgress, setupStepTitles } from './wizard-parts';
import type { HoursStepRenderProps } from './wizard-parts';

export interface SetupWizardProps {
  token: string | null;
  /** The week editor (the admin area's, composed by the route). */
  renderHours: (props: HoursStepRenderProps) => ReactNode;
  /** Setup done: keep the owner's session. */
  onSignedIn: (session: AuthSession) => void;
  /** Then on to the admin area. */
  onFinished: () => void;
}

type Load =
  | { status: 'loading' }
  | { status: 'ready'; progress: SetupProgress }
  | { status: 'invalid' }
  | { status: 'done' }
  | { status: 'failed'; message: string };

/** The first step with nothing saved yet, where a reload resumes. */
function resumeStep(progress: SetupProgress): SetupStep {
  return setupSteps.find((step) => progress[step] === null) ?? 'team';
}

/**
 * The first-run setup (issue 14 §2): five short steps, each validated with core's rules and
 * saved on the server as the owner moves on, so a reload or another device resumes.
 */
export function SetupWizard({ token, renderHours, onSignedIn, onFinished }: SetupWizardProps) {
  const [load, setLoad] = useState<Load>(token ? { status: 'loading' } : { status: 'invalid' });
  const [step, setStep] = useState<SetupStep>('owner');

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    getSetupProgress(token).then(
      (progress) => {
        if (cancelled) return;
        setLoad({ status: 'ready', progress });
        setStep(resumeStep(progress));
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isApiError(error) && error.code === 'SETUP_DONE') setLoad({ status: 'done' });
        else if (isApiError(error) && error.code === 'SETUP_TOKEN_INVALID') {
          setLoad({ status: 'invalid' });
        } else {
          setLoad({
            status: 'failed',
            message: isApiError(error)
              ? error.message
              : 'Não foi possível carregar a configuração.',
          });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (load.status !== 'ready' || !token) {
    return (
      <WizardFrame>
        <LoadState load={load} />
      </WizardFrame>
    );
  }
  const { progress } = load;
  const index = setupSteps.indexOf(step);
  const go = (next: SetupStep) => {
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };
  const forward = () => go(setupSteps[index + 1] ?? step);
  const back = () => go(setupSteps[index - 1] ?? step);
  /** Saves a step and remembers the answers, so going back shows them. */
  const saver = (name: SetupStep) => async (body: unknown) => {
    await saveSetupStep(token, name, body);
    const fresh = await getSetupProgress(token);
    setLoad({ status: 'ready', progress: fresh });
  };

  async function finish(currentToken: string) {
    const completed = await completeSetup(currentToken);
    forgetSetupToken();
    onSignedIn(completed);
    const results = await Promise.allSettled(completed.invitations.map(inviteBarber));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) {
      toast.error(
        failed === 1
          ? 'Não foi possível enviar 1 convite. Convide de novo em Equipe.'
          : `Não foi possível enviar ${failed} convites. Convide de novo em Equipe.`,
      );
    }
    onFinished();
  }

  return (
    <WizardFrame>
      <WizardProgress
        label="Etapas da configuração"
        steps={setupSteps}
        step={step}
        labels={setupStepLabels}
        titles={setupStepTitles}
      />
      <SetupStepView
        step={step}
        progress={progress}
        save={saver}
        saveHours={async (periods) => {
          try {
            await saver('hours')({ workingHours: periods });
            forward();
            return null;
          } catch (error) {
            return isApiError(error) ? error.message : 'Não foi possível salvar os horários.';
          }
        }}
        lookupPostalCode={(digits) => lookupSetupPostalCode(token, digits)}
        renderHours={renderHours}
        onNext={forward}
        onBack={back}
        onTeamDone={() => finish(token)}
      />
    </WizardFrame>
  );
}

function LoadState({ load }: { load: Load }) {
  if (load.status === 'loading') {
    return (
      <div aria-busy="true" aria-label="Carregando" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (load.status === 'done') {
    return (
      <Notice title="A configuração já foi concluída">
        <p>A barbearia já está pronta. Entre com a sua conta para continuar.</p>
        <Link to="/signin" className={buttonStyles({ size: 'lg', fullWidth: true })}>
          Entrar
        </Link>
      </Notice>
    );
  }
  if (load.status === 'invalid') {
    return (
      <Notice title="Link de configuração inválido">
        <p>
          Este link não vale mais. Use o endereço mais recente mostrado no log do servidor (um novo
          é gerado a cada início) ou rode <code>npm run setup</code> no servidor.
        </p>
      </Notice>
    );
  }
  return (
    <Notice title="Não foi possível carregar">
      <p>{load.status === 'failed' ? load.message : ''}</p>
    </Notice>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-card bg-card p-6 text-base text-muted shadow-card">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {children}
    </section>
  );
}
