import type { PostalAddress } from '@navalha/core/contracts/account';
import type { SetupProgress, SetupStep } from '@navalha/core/contracts/setup';
import { proposedWeek } from '@navalha/core/domain/setup/setup-defaults';
import type { ReactNode } from 'react';
import { OwnerStep } from './owner-step';
import { ServicesStep } from './services-step';
import { ShopStep } from './shop-step';
import { TeamStep } from './team-step';
import { HoursStep } from './wizard-parts';
import type { HoursStepRenderProps } from './wizard-parts';

export interface SetupStepViewProps {
  step: SetupStep;
  progress: SetupProgress;
  /** Keeps a step's answers (on the server, or in the page until the end). */
  save: (name: SetupStep) => (body: unknown) => Promise<void>;
  /** Keeps the week; resolves to an error message to show, or null (and moves on). */
  saveHours: HoursStepRenderProps['onSave'];
  lookupPostalCode: (digits: string) => Promise<PostalAddress>;
  renderHours: (props: HoursStepRenderProps) => ReactNode;
  onNext: () => void;
  onBack: () => void;
  /** 'Concluir configuração' on the team step. */
  onTeamDone: () => Promise<void>;
}

/** One of the five setup steps, as both the first-run setup and 'Cadastre sua barbearia' ask. */
export function SetupStepView(props: SetupStepViewProps) {
  const { step, progress, save, onNext, onBack } = props;
  switch (step) {
    case 'owner':
      return <OwnerStep initial={progress.owner} save={save('owner')} onDone={onNext} />;
    case 'shop':
      return (
        <ShopStep
          initial={progress.shop}
          save={save('shop')}
          lookupPostalCode={props.lookupPostalCode}
          onDone={onNext}
          onBack={onBack}
        />
      );
    case 'hours':
      return (
        <HoursStep
          renderHours={props.renderHours}
          periods={progress.hours?.workingHours ?? proposedWeek()}
          onSave={props.saveHours}
          onBack={onBack}
        />
      );
    case 'services':
      return (
        <ServicesStep
          initial={progress.services}
          save={save('services')}
          onDone={onNext}
          onBack={onBack}
        />
      );
    case 'team':
      return (
        <TeamStep
          initial={progress.team}
          save={save('team')}
          onDone={props.onTeamDone}
          onBack={onBack}
        />
      );
  }
}
