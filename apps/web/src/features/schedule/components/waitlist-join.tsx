import { formatTimeOfDay } from '@navalha/core/domain/schedule/time-of-day';
import { waitlistMessages } from '@navalha/core/domain/waitlist/waitlist';
import ListPlus from 'lucide-react/icons/list-plus';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-error';
import { useJoinWaitlist } from '../api/join-waitlist';

/** Whole hours a client may pick for the range: the hours a barbershop opens. */
const HOURS = Array.from({ length: 17 }, (_, index) => formatTimeOfDay((6 + index) * 60));

export const waitlistJoinMessages = {
  title: 'Entrar na lista de espera',
  intro: 'Se um horário vagar neste dia, avisamos você e ele fica reservado por alguns minutos.',
  from: 'A partir de',
  to: 'Até',
  anyBarber: 'Com qualquer barbeiro',
  oneBarber: 'Com o barbeiro escolhido',
  submit: 'Entrar na lista de espera',
  failed: 'Não foi possível entrar na lista de espera. Tente novamente.',
} as const;

interface WaitlistJoinProps {
  date: string;
  serviceIds: string[];
  /** The one barber chosen, or null for 'qualquer barbeiro'. */
  barberId: string | null;
}

/** Offered when the chosen day has no free time (issue 19 §3). */
export function WaitlistJoin({ date, serviceIds, barberId }: WaitlistJoinProps) {
  const join = useJoinWaitlist();
  const { register, handleSubmit } = useForm({
    defaultValues: { fromTime: '08:00', toTime: '20:00' },
  });
  if (join.isSuccess) {
    return (
      <p role="status" className="rounded-card bg-card p-4 text-base text-ink shadow-card">
        {waitlistMessages.joined}
      </p>
    );
  }
  const error =
    join.error instanceof ApiError
      ? join.error.message
      : join.error
        ? waitlistJoinMessages.failed
        : null;
  return (
    <form
      aria-label={waitlistJoinMessages.title}
      className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
      onSubmit={(event) =>
        void handleSubmit((values) => join.mutate({ date, serviceIds, barberId, ...values }))(event)
      }
    >
      <p className="text-base text-ink">{waitlistJoinMessages.intro}</p>
      <div className="grid grid-cols-2 gap-3">
        <SelectField label={waitlistJoinMessages.from} {...register('fromTime')}>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hour}
            </option>
          ))}
        </SelectField>
        <SelectField label={waitlistJoinMessages.to} {...register('toTime')}>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hour}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-sm text-muted">
        {barberId ? waitlistJoinMessages.oneBarber : waitlistJoinMessages.anyBarber}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" fullWidth disabled={join.isPending}>
        <ListPlus aria-hidden="true" size={20} strokeWidth={1.75} />
        {waitlistJoinMessages.submit}
      </Button>
    </form>
  );
}
