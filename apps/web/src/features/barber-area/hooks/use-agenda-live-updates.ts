import { useStreamRefresh } from '../../../shared/live-updates/use-stream-refresh';
import { barberAreaKeys } from '../api/query-keys';

export { NOTIFICATIONS_STREAM_URL } from '../../../shared/live-updates/use-stream-refresh';

const barberAreaQueries = [barberAreaKeys.appointments, barberAreaKeys.all];

/** Refreshes the barber's agenda the moment a client books, cancels or pays. */
export function useAgendaLiveUpdates(): void {
  useStreamRefresh(barberAreaQueries);
}
