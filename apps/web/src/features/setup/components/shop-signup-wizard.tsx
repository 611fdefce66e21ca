import type { AuthSession } from '@navalha/core/contracts/auth';
import { publicSlugSchema } from '@navalha/core/contracts/public-shop';
import { setupStepLabels } from '@navalha/core/contracts/setup';
import type { SetupProgress, SetupStep } from '@navalha/core/contracts/setup';
import { slugFromName } from '@navalha/core/domain/shop/public-slug';
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { inviteBarber } from '../api/invite-barber';
import { lookupShopSignupPostalCode } from '../api/lookup-setup-postal-code';
import { signUpShop } from '../api/shop-signup';
import {
  forgetShopSignupDraft,
  readShopSignupDraft,
  saveShopSignupDraft,
  shopSignupSteps as steps,
} from '../shop-signup-draft';
import type { ShopSignupStep as Step } from '../shop-signup-draft';
import { StepActions, StepError } from './step-actions';
import { SetupStepView } from './setup-step-view';
import { WizardFrame, WizardProgress, setupStepTitles } from './wizard-parts';
import type { HoursStepRenderProps } from './wizard-parts';

export interface ShopSignupWizardProps {
  renderHours: (props: HoursStepRenderProps) => ReactNode;
  onSignedIn: (session: AuthSession) => void;
  onFinished: () => void;
}

const stepTitles: Readonly<Record<Step, string>> = {
  ...setupStepTitles,
  address: 'Endereço da sua página',
};
const stepLabels: Readonly<Record<Step, string>> = { ...setupStepLabels, address: 'Página' };

const empty: SetupProgress = { owner: null, shop: null, hours: null, services: null, team: null };

/**
 * A draft read back after a reload: every answer, without the password, which was never kept.
 * The owner types it again on the first step, then returns to the step they were on.
 */
function restoredDraft() {
  const draft = readShopSignupDraft();
  if (!draft) return null;
  const { owner } = draft.progress;
  return {
    resumeAt: draft.step === 'owner' ? null : draft.step,
    progress: { ...draft.progress, owner: owner ? { ...owner, passwordSet: false } : null },
  };
}

/**
 * 'Cadastre sua barbearia' (issue 20 §1, SHOP_SIGNUP=open): the first-run setup's steps, each
 * checked with the same core rules as the owner moves on and kept in this tab (a reload loses
 * nothing but the password), then the address of the shop's public page; 'Criar barbearia'
 * sends it all at once and signs the owner in.
 */
export function ShopSignupWizard({ renderHours, onSignedIn, onFinished }: ShopSignupWizardProps) {
  const [restored] = useState(restoredDraft);
  const [step, setStep] = useState<Step>('owner');
  const [progress, setProgress] = useState<SetupProgress>(restored?.progress ?? empty);
  const [password, setPassword] = useState('');
  const [resumeAt, setResumeAt] = useState<Step | null>(restored?.resumeAt ?? null);
  const index = steps.indexOf(step);

  useEffect(() => {
    saveShopSignupDraft({ step: resumeAt ?? step, progress });
  }, [step, resumeAt, progress]);

  const go = (next: Step | undefined) => {
    if (!next) return;
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };
  const forward = () => {
    if (resumeAt) {
      setResumeAt(null);
      go(resumeAt);
    } else go(steps[index + 1]);
  };
  const back = () => go(steps[index - 1]);
  const keep =
    <K extends SetupStep>(name: K) =>
    async (body: unknown) => {
      setProgress((current) => ({ ...current, [name]: body as SetupProgress[K] }));
    };

  /** The owner's answers, kept without the password, which stays apart until 'Criar barbearia'. */
  async function keepOwner(body: unknown): Promise<void> {
    const answer = body as { name: string; email: string; phone: string; password?: string };
    if (answer.password !== undefined) setPassword(answer.password);
    setProgress((current) => ({
      ...current,
      owner: { name: answer.name, email: answer.email, phone: answer.phone, passwordSet: true },
    }));
  }

  async function create(slug: string): Promise<void> {
    const { owner, shop, hours, services, team } = progress;
    const completed = await signUpShop({
      owner: owner ? { name: owner.name, email: owner.email, phone: owner.phone, password } : null,
      shop,
      slug,
      hours,
      services,
      team,
    });
    forgetShopSignupDraft();
    onSignedIn(completed);
    const results = await Promise.allSettled(completed.invitations.map(inviteBarber));
    if (results.some((result) => result.status === 'rejected')) {
      toast.error('Não foi possível enviar todos os convites. Convide de novo em Equipe.');
    }
    onFinished();
  }

  return (
    <WizardFrame>
      <WizardProgress
        label="Etapas do cadastro"
        steps={steps}
        step={step}
        labels={stepLabels}
        titles={stepTitles}
      />
      {resumeAt ? (
        <p role="status" className="mb-4 rounded-control bg-tint px-4 py-3 text-base text-ink">
          Seu cadastro foi recuperado. Por segurança, a senha não fica guardada: digite-a de novo
          para continuar de onde parou.
        </p>
      ) : null}
      {step === 'address' ? null : (
        <SetupStepView
          step={step}
          progress={progress}
          save={(name) => (name === 'owner' ? keepOwner : keep(name))}
          saveHours={async (periods) => {
            setProgress((current) => ({ ...current, hours: { workingHours: periods } }));
            forward();
            return null;
          }}
          lookupPostalCode={lookupShopSignupPostalCode}
          renderHours={renderHours}
          onNext={forward}
          onBack={back}
          onTeamDone={async () => forward()}
        />
      )}
      {step === 'address' ? (
        <AddressStep shopName={progress.shop?.name ?? ''} create={create} onBack={back} />
      ) : null}
    </WizardFrame>
  );
}

/** The last step: the public page's address, `/b/{slug}`, proposed from the shop's name. */
function AddressStep({
  shopName,
  create,
  onBack,
}: {
  shopName: string;
  create: (slug: string) => Promise<void>;
  onBack: () => void;
}) {
  const [slug, setSlug] = useState(() => slugFromName(shopName));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = publicSlugSchema.safeParse(slug);
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    setFormError(undefined);
    if (!checked.success) return;
    setPending(true);
    try {
      await create(slug);
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Não foi possível criar a barbearia.';
      if (isApiError(error) && error.field === 'slug') setFieldError(message);
      else setFormError(message);
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <StepError message={formError} />
      <TextField
        label="Endereço da página da barbearia"
        hint={`Seus clientes abrem ${window.location.origin}/b/${slug || '…'}`}
        value={slug}
        error={fieldError}
        autoCapitalize="none"
        onChange={(event) => setSlug(event.target.value.trim().toLowerCase())}
      />
      <StepActions onBack={onBack} pending={pending} next="Criar barbearia" />
    </form>
  );
}
