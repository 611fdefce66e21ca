import { useStreamRefresh } from '../../../shared/live-updates/use-stream-refresh';
import { agendaKeys } from '../api/get-agenda';

const agendaQueries = [agendaKeys.all];

/**
 * Refreshes the front desk's agenda (day and week) the moment the notifications stream says a
 * booking of the shop changed, whoever changed it and through whichever server.
 */
export function useAgendaLiveUpdates(): void {
  useStreamRefresh(agendaQueries, { shopWide: true });
}
