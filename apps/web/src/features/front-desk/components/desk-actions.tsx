import type { Agenda } from '@navalha/core/contracts/front-desk-agenda';
import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useMoveDeskBooking } from '../api/move-desk-booking';
import { useUnblockTime } from '../api/unblock-time';
import { SlotPanel } from './slot-panel';

/** What the grid lets the desk do (issue 17 §1): tap an empty time, drag a booking, unblock. */
export interface DeskActions {
  openSlot(staffId: string, time: string): void;
  moveTo(bookingId: string, staffId: string, time: string): void;
  removeBlock(timeOffId: string): void;
}

const DeskActionsContext = createContext<DeskActions | null>(null);

/** The grid's actions, or null where the grid is only read. */
export function useDeskActions(): DeskActions | null {
  return useContext(DeskActionsContext);
}

/** The pt-BR words of a failed call, or a general one. */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== 0 ? error.message : fallback;
}

/**
 * Gives the day's grid its actions and holds the 'Novo agendamento' / 'Bloquear horário' panel
 * opened from an empty time. `times` are the grid's rows ('HH:MM').
 */
export function DeskActionsProvider({
  agenda,
  times,
  children,
}: {
  agenda: Agenda;
  times: readonly string[];
  children: ReactNode;
}) {
  const [slot, setSlot] = useState<{ staffId: string; time: string } | null>(null);
  const move = useMoveDeskBooking();
  const unblock = useUnblockTime();
  const { date } = agenda;

  const actions = useMemo<DeskActions>(
    () => ({
      openSlot: (staffId, time) => setSlot({ staffId, time }),
      moveTo: (bookingId, staffId, time) =>
        move.mutate(
          { id: bookingId, barberId: staffId, date, time },
          {
            onSuccess: () => toast.success(`Agendamento movido para ${time}`),
            onError: (error) =>
              toast.error(failureMessage(error, 'Não foi possível mover o agendamento')),
          },
        ),
      removeBlock: (timeOffId) =>
        unblock.mutate(timeOffId, {
          onSuccess: () => toast.success('Bloqueio removido'),
          onError: (error) =>
            toast.error(failureMessage(error, 'Não foi possível remover o bloqueio')),
        }),
    }),
    [date, move, unblock],
  );

  return (
    <DeskActionsContext.Provider value={actions}>
      {children}
      {slot ? (
        <SlotPanel agenda={agenda} times={times} slot={slot} onClose={() => setSlot(null)} />
      ) : null}
    </DeskActionsContext.Provider>
  );
}
