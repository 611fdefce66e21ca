import { useStreamRefresh } from '../../../shared/live-updates/use-stream-refresh';
import { agendaKeys } from '../api/get-agenda';

const agendaQueries = [agendaKeys.all];

/** Refreshes the front desk's agenda whenever the notifications stream announces a change. */
export function useAgendaLiveUpdates(): void {
  useStreamRefresh(agendaQueries);
}
