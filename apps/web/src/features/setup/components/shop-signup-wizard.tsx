import type { AuthSession } from '@navalha/core/contracts/auth';
import { publicSlugSchema } from '@navalha/core/contracts/public-shop';
import { setupStepLabels, setupSteps } from '@navalha/core/contracts/setup';
import type { SetupProgress, SetupStep } from '@navalha/core/contracts/setup';
import { slugFromName } from '@navalha/core/domain/shop/public-slug';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { inviteBarber } from '../api/invite-barber';
import { signUpShop } from '../api/shop-signup';
import { StepActions, StepError } from './step-actions';
import { SetupStepView } from './setup-step-view';
import { WizardFrame, WizardProgress, setupStepTitles } from './wizard-parts';
import type { HoursStepRenderProps } from './wizard-parts';

export interface ShopSignupWizardProps {
  renderHours: (props: HoursStepRenderProps) => ReactNode;
  onSignedIn: (session: AuthSession) => void;
  onFinished: () => void;
}

type Step = SetupStep | 'address';
const steps: readonly Step[] = [...setupSteps, 'address'];
const stepTitles: Readonly<Record<Step, string>> = {
  ...setupStepTitles,
  address: 'Endereço da sua página',
};
const stepLabels: Readonly<Record<Step, string>> = { ...setupStepLabels, address: 'Página' };

const empty: SetupProgress = { owner: null, shop: null, hours: null, services: null, team: null };

/**
 * 'Cadastre sua barbearia' (issue 20 §1, SHOP_SIGNUP=open): the first-run setup's steps, each
 * checked with the same core rules as the owner moves on and kept in this page, then the address
 * of the shop's public page; 'Criar barbearia' sends it all at once and signs the owner in.
 */
export function ShopSignupWizard({ renderHours, onSignedIn, onFinished }: ShopSignupWizardProps) {
  const [step, setStep] = useState<Step>('owner');
  const [progress, setProgress] = useState<SetupProgress>(empty);
  const [password, setPassword] = useState('');
  const index = steps.indexOf(step);
  const go = (next: Step | undefined) => {
    if (!next) return;
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };
  const forward = () => go(steps[index + 1]);
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
          // The CEP lookup of the first-run setup needs its token; here the address is typed.
          lookupPostalCode={() => Promise.reject(new Error('sem busca de CEP no cadastro'))}
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
