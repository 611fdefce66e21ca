import type { Agenda } from '@navalha/core/contracts/front-desk-agenda';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/class-names';
import { useWideScreen } from '../hooks/use-wide-screen';
import { BlockTimeForm } from './block-time-form';
import { NewBookingForm } from './new-booking-form';

type Tab = 'agendar' | 'bloquear';

/**
 * What an empty time of the grid opens: 'Novo agendamento' prefilled with its barber and time,
 * or 'Bloquear horário' for that barber. A side panel on a wide screen, a sheet on a phone.
 */
export function SlotPanel({
  agenda,
  times,
  slot,
  onClose,
}: {
  agenda: Agenda;
  times: readonly string[];
  slot: { staffId: string; time: string };
  onClose: () => void;
}) {
  const [tab, setTab] = useState<Tab>('agendar');
  const wide = useWideScreen();
  const tabButton = (value: Tab, label: string) => (
    <button
      type="button"
      aria-pressed={tab === value}
      onClick={() => setTab(value)}
      className={cn(
        'min-h-11 flex-1 rounded-control px-3 font-semibold transition-colors',
        tab === value ? 'bg-primary text-white' : 'text-ink hover:bg-page',
      )}
    >
      {label}
    </button>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tab === 'agendar' ? 'Novo agendamento' : 'Bloquear horário'}
      variant={wide ? 'dialog' : 'sheet'}
    >
      <div
        role="group"
        aria-label="O que fazer neste horário"
        className="flex rounded-control border border-line bg-card p-0.5"
      >
        {tabButton('agendar', 'Agendar cliente')}
        {tabButton('bloquear', 'Bloquear horário')}
      </div>
      {tab === 'agendar' ? (
        <NewBookingForm agenda={agenda} times={times} slot={slot} onDone={onClose} />
      ) : (
        <BlockTimeForm agenda={agenda} times={times} slot={slot} onDone={onClose} />
      )}
    </Dialog>
  );
}
