import type { ShopWaitlist } from '@navalha/core/contracts/waitlist';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-error';
import { useFreeTimes, useOfferWaitlistSlot } from '../api/offer-waitlist-slot';

type Entry = ShopWaitlist['data'][number];

export const waitlistOfferFormMessages = {
  open: 'Oferecer horário',
  barber: 'Barbeiro',
  time: 'Horário',
  chooseBarber: 'Escolha o barbeiro',
  noTimes: 'Nenhum horário livre deste barbeiro neste dia.',
  submit: 'Oferecer',
  cancel: 'Cancelar',
  failed: 'Não foi possível oferecer o horário. Tente novamente.',
  offered: (name: string) => `Horário oferecido a ${name}. Avisamos pelo app.`,
} as const;

/**
 * 'Oferecer horário' on a waiting entry of the desk's line: a barber and one of their free
 * times that day, held for the client as a freed time would be (the shop's offer minutes).
 */
export function WaitlistOfferForm({
  entry,
  staff,
}: {
  entry: Entry;
  staff: ReadonlyArray<{ id: string; name: string }>;
}) {
  const [open, setOpen] = useState(false);
  const [barberId, setBarberId] = useState(entry.barberId ?? '');
  const [time, setTime] = useState('');
  const times = useFreeTimes(barberId, entry.date, entry.durationMinutes);
  const offer = useOfferWaitlistSlot(entry.id, entry.date);
  if (offer.isSuccess) {
    return (
      <p role="status" className="text-sm font-medium text-ink">
        {waitlistOfferFormMessages.offered(entry.clientName)}
      </p>
    );
  }
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {waitlistOfferFormMessages.open}
      </Button>
    );
  }
  const free = times.data ?? [];
  const chosenTime = free.includes(time) ? time : (free[0] ?? '');
  return (
    <form
      aria-label={`${waitlistOfferFormMessages.open}: ${entry.clientName}`}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (barberId && chosenTime) offer.mutate({ barberId, time: chosenTime });
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        <SelectField
          label={waitlistOfferFormMessages.barber}
          value={barberId}
          onChange={(event) => setBarberId(event.target.value)}
        >
          <option value="">{waitlistOfferFormMessages.chooseBarber}</option>
          {staff.map((barber) => (
            <option key={barber.id} value={barber.id}>
              {barber.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={waitlistOfferFormMessages.time}
          value={chosenTime}
          onChange={(event) => setTime(event.target.value)}
          disabled={free.length === 0}
        >
          {free.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </SelectField>
      </div>
      {barberId && times.isSuccess && free.length === 0 ? (
        <p className="text-sm text-muted">{waitlistOfferFormMessages.noTimes}</p>
      ) : null}
      {offer.error ? (
        <Alert>
          {offer.error instanceof ApiError ? offer.error.message : waitlistOfferFormMessages.failed}
        </Alert>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={!barberId || !chosenTime || offer.isPending}>
          {waitlistOfferFormMessages.submit}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {waitlistOfferFormMessages.cancel}
        </Button>
      </div>
    </form>
  );
}
