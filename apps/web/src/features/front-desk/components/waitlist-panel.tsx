import { getWaitlistStatusLabel } from '@navalha/core/domain/waitlist/waitlist';
import { formatTime } from '@navalha/core/domain/format/date-time';
import { useId } from 'react';
import { useShopWaitlist } from '../api/get-shop-waitlist';
import { WaitlistOfferForm } from './waitlist-offer-form';

export const waitlistPanelMessages = {
  title: 'Lista de espera',
  empty: 'Ninguém na lista de espera deste dia.',
  anyBarber: 'Qualquer barbeiro',
  loadFailed: 'Erro ao carregar a lista de espera.',
  held: (time: string, barber: string, until: string) =>
    `Reservado: ${time} com ${barber}, até ${until}`,
} as const;

/**
 * The day's waitlist beside the agenda (issue 19 §3): who waits, in line order, for what time
 * and barber, with their phone to call when a time frees up, and 'Oferecer horário' to hold a
 * free time for a waiting client by hand.
 */
export function WaitlistPanel({
  date,
  staff = [],
  timeZone,
}: {
  date: string;
  /** The shop's zone, for when an offer's hold ends. */
  timeZone: string;
  /** The day's barbers, for 'Oferecer horário'. */
  staff?: ReadonlyArray<{ id: string; name: string }>;
}) {
  const headingId = useId();
  const query = useShopWaitlist(date);
  const entries = query.data?.data ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {waitlistPanelMessages.title}
        {entries.length > 0 ? ` (${entries.length})` : ''}
      </h2>
      {query.isPending ? null : query.isError ? (
        <p className="text-sm text-danger">{waitlistPanelMessages.loadFailed}</p>
      ) : entries.length === 0 ? (
        <p className="rounded-card bg-card p-4 text-base text-muted shadow-card">
          {waitlistPanelMessages.empty}
        </p>
      ) : (
        <ol className="divide-y divide-line overflow-hidden rounded-card bg-card shadow-card">
          {entries.map((entry, index) => (
            <li key={entry.id} className="flex flex-col gap-1 px-4 py-3">
              <p className="flex items-center justify-between gap-2 text-base font-medium text-ink">
                <span>
                  {index + 1}. {entry.clientName}
                </span>
                <span className="text-sm text-muted">{getWaitlistStatusLabel(entry.status)}</span>
              </p>
              <p className="text-sm text-muted tabular-nums">
                {entry.fromTime}–{entry.toTime} ·{' '}
                {entry.barberName ?? waitlistPanelMessages.anyBarber}
              </p>
              <p className="text-sm text-muted">{entry.serviceNames.join(' + ')}</p>
              {entry.offer ? (
                <p className="text-sm font-medium text-primary tabular-nums">
                  {waitlistPanelMessages.held(
                    entry.offer.time,
                    entry.offer.barberName,
                    formatTime(entry.offer.expiresAt, timeZone),
                  )}
                </p>
              ) : null}
              {entry.clientPhone ? (
                <a
                  className="text-sm font-medium text-primary"
                  href={`tel:${entry.clientPhone.replace(/[^\d+]/g, '')}`}
                >
                  {entry.clientPhone}
                </a>
              ) : null}
              {entry.status === 'WAITING' && staff.length > 0 ? (
                <WaitlistOfferForm entry={entry} staff={staff} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
