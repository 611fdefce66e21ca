import type { PublicService } from '@navalha/core/contracts/public-shop';
import { formatBarberRating } from '@navalha/core/domain/catalog/barber-rating';
import { formatDuration } from '@navalha/core/domain/format/duration';
import { formatBRL } from '@navalha/core/domain/money';
import Star from 'lucide-react/icons/star';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** A card of a public page: its heading and what it lists. */
export function PublicSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** '★ 4,8 · 12 avaliações', or 'Sem avaliações ainda'. */
export function RatingLine({ average, total }: { average: number; total: number }) {
  if (total === 0) return <p className="text-sm text-muted">Sem avaliações ainda</p>;
  return (
    <p className="flex items-center gap-1 text-sm text-ink">
      <Star aria-hidden className="size-4 fill-current text-status-pending" />
      <span>
        {formatBarberRating(average)} · {total} {total === 1 ? 'avaliação' : 'avaliações'}
      </span>
    </p>
  );
}

/** A service with its duration and what it costs (the promotional price when lower). */
export function PublicServiceRow({ service }: { service: PublicService }) {
  const { pricing } = service;
  return (
    <li className="flex items-start justify-between gap-3 border-b border-line py-3 last:border-b-0">
      <div className="min-w-0">
        <p className="font-medium break-words text-ink">{service.name}</p>
        <p className="text-sm text-muted">{formatDuration(service.durationMinutes)}</p>
      </div>
      <p className="shrink-0 text-right">
        {pricing.hasDiscount ? (
          <span className="block text-sm text-muted line-through">
            {formatBRL(pricing.originalPrice)}
          </span>
        ) : null}
        <span className="font-semibold text-ink">{formatBRL(pricing.finalPrice)}</span>
      </p>
    </li>
  );
}
