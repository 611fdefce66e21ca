import type { Service } from '@navalha/core/contracts/catalog';
import { pickWeeklyPromotions } from '@navalha/core/domain/catalog/weekly-promotions';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { ServiceThumbnail } from '../../../components/ui/service-icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useServicesForSelection } from '../../../shared/catalog/get-services-for-selection';
import type { ServicesLocationState } from '../services-location-state';
import { ServicePrice } from './service-price';

export const promotionsMessages = {
  title: 'Promoções da semana',
  empty: 'Nenhuma promoção disponível',
  loadFailed: 'Erro ao carregar promoções',
} as const;

function PromotionCard({ service }: { service: Service }) {
  const state: ServicesLocationState = { preselect: service.id };
  return (
    <Link
      to="/services"
      state={state}
      className="flex h-full flex-col overflow-hidden rounded-card bg-card shadow-card transition-colors hover:bg-page"
    >
      <span className="relative block">
        <ServiceThumbnail
          iconKey={service.iconKey}
          imageUrl={service.imageUrl}
          iconSize={40}
          className="h-24 w-full rounded-none"
        />
        {service.pricing.hasDiscount ? (
          <span className="absolute top-2 left-2 rounded-full bg-primary px-2 py-0.5 text-sm font-semibold text-white tabular-nums">
            -{service.pricing.discountPercentage}%
          </span>
        ) : null}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="line-clamp-2 min-h-[2lh] text-base leading-snug font-medium text-ink">
          {service.name}
        </span>
        {/* Two lines' room: a struck-through price wraps, and every card keeps the skeleton's height. */}
        <ServicePrice pricing={service.pricing} className="mt-auto min-h-11" />
      </span>
    </Link>
  );
}

/** The cards' exact height (two title lines, two price lines), so nothing below shifts on load. */
function PromotionsSkeleton() {
  return (
    <div className="flex gap-3 overflow-hidden pb-2" aria-hidden>
      {[0, 1, 2].map((key) => (
        <div key={key} className="w-40 shrink-0 overflow-hidden rounded-card bg-card shadow-card">
          <Skeleton className="h-24 w-full rounded-none" />
          <div className="flex flex-col gap-1 p-3">
            <div className="flex h-11 flex-col justify-center gap-2">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-3/5" />
            </div>
            <div className="flex h-11 items-center">
              <Skeleton className="h-5 w-3/5" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * 'Promoções da semana' on the home page (spec §2): services on promotion, else the first
 * ones, at most 5; each opens /services with it already chosen.
 */
export function PromotionsSection() {
  const { data, isPending, isError, errorUpdatedAt, refetch } = useServicesForSelection();
  useErrorToast(isError, errorUpdatedAt, promotionsMessages.loadFailed);
  const promotions = data ? pickWeeklyPromotions(data) : [];

  return (
    <section aria-labelledby="promocoes-da-semana" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="promocoes-da-semana" className="text-xl font-semibold text-ink">
          {promotionsMessages.title}
        </h2>
        <Link
          to="/services"
          className="-mr-2 inline-flex min-h-11 items-center rounded-control px-2 text-base font-semibold text-primary hover:bg-tint"
        >
          Ver mais
        </Link>
      </div>

      {isPending ? (
        <PromotionsSkeleton />
      ) : isError ? (
        <div className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card">
          <p className="text-base text-muted">Não foi possível carregar as promoções.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className={buttonStyles({ variant: 'ghost' })}
          >
            Tentar novamente
          </button>
        </div>
      ) : promotions.length === 0 ? (
        <div className="flex items-center gap-3 rounded-card bg-card p-4 shadow-card">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tint text-accent">
            <TicketPercent aria-hidden className="size-5" />
          </span>
          <p className="text-base text-muted">{promotionsMessages.empty}</p>
        </div>
      ) : (
        // `relative`: the cards' visually hidden labels are absolutely placed, and without a
        // positioned scroller they escape its clipping and widen the page (issue 18 §4).
        <ul className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
          {promotions.map((service) => (
            <li key={service.id} className="w-40 shrink-0 snap-start">
              <PromotionCard service={service} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
