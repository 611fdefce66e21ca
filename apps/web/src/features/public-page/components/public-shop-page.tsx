import type { PublicShop } from '@navalha/core/contracts/public-shop';
import { getPhoneCallUrl, getWhatsAppUrl } from '@navalha/core/domain/account/phone-links';
import { buildMapUrl } from '@navalha/core/domain/appointments/calendar-event';
import { weekdayNames } from '@navalha/core/domain/format/calendar-names';
import ChevronRight from 'lucide-react/icons/chevron-right';
import MapPin from 'lucide-react/icons/map-pin';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { buttonStyles } from '../../../components/ui/button';
import { PublicSection, PublicServiceRow, RatingLine } from './public-bits';
import { saveVisitorShop, VISITOR_SHOP_PARAM } from '../../../shared/visitor-booking/visitor-shop';

/** Where 'Agendar' leads: the booking's first step, signed in or out (decision 034). */
export const BOOKING_START = '/services';

/**
 * A shop's public page (issue 18 §1): what a client wants before booking, in the order Booksy and
 * Fresha show it — who, where, when open, how to call, what it costs, who cuts — and 'Agendar'.
 */
export function PublicShopPage({ shop }: { shop: PublicShop }) {
  const call = getPhoneCallUrl(shop.phone);
  const whatsapp = getWhatsAppUrl(shop.whatsapp ?? shop.phone);
  const openDays = new Map(shop.openingHours.map((day) => [day.dayOfWeek, day]));
  return (
    <div className="flex flex-col gap-4">
      {shop.coverUrl ? (
        <img
          src={shop.coverUrl}
          alt=""
          width={390}
          height={180}
          fetchPriority="high"
          className="h-44 w-full rounded-card object-cover"
        />
      ) : null}
      <header className="flex flex-col gap-2">
        {/* The page header holds the name (its h1); this is the full one, never truncated. */}
        <p className="text-2xl font-bold break-words text-ink">{shop.name}</p>
        <RatingLine average={shop.averageRating} total={shop.totalReviews} />
        <p className="flex items-start gap-2 text-sm text-muted">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="break-words">{shop.address}</span>
        </p>
        <Link
          // The shop in the link too: tapped before the app has started (the page comes rendered
          // by the server, decision 041), the booking steps still know it.
          to={`${BOOKING_START}?${VISITOR_SHOP_PARAM}=${shop.slug}`}
          // Signed out, the booking steps read this shop's public times (decision 034).
          onClick={() => saveVisitorShop(shop.slug)}
          className={buttonStyles({ size: 'lg', fullWidth: true })}
        >
          Agendar
        </Link>
        <div className="flex flex-wrap gap-2">
          <a
            href={buildMapUrl(shop.address)}
            target="_blank"
            rel="noreferrer"
            className={buttonStyles({ variant: 'secondary' })}
          >
            Como chegar
          </a>
          {call ? (
            <a href={call} className={buttonStyles({ variant: 'secondary' })}>
              Ligar
            </a>
          ) : null}
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noreferrer"
              className={buttonStyles({ variant: 'secondary' })}
            >
              WhatsApp
            </a>
          ) : null}
        </div>
      </header>

      <PublicSection title="Serviços">
        {shop.services.length === 0 ? (
          <p className="text-sm text-muted">Nenhum serviço disponível.</p>
        ) : (
          <ul>
            {shop.services.map((service) => (
              <PublicServiceRow key={service.id} service={service} />
            ))}
          </ul>
        )}
      </PublicSection>

      <PublicSection title="Barbeiros">
        <ul className="flex flex-col">
          {shop.barbers.map((barber) => (
            <li key={barber.id}>
              <Link
                to={`/barbeiro/${barber.id}`}
                className="flex min-h-11 items-center gap-3 rounded-control py-2"
              >
                <Avatar name={barber.name} avatarUrl={barber.avatarUrl} size={48} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium break-words text-ink">{barber.name}</span>
                  <RatingLine average={barber.averageRating} total={barber.totalReviews} />
                </span>
                <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </PublicSection>

      <PublicSection title="Horário de funcionamento">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {weekdayNames.map((name, day) => {
            const hours = openDays.get(day);
            return (
              <div key={name} className="contents">
                <dt className="text-ink">{name}</dt>
                <dd className="text-right text-muted">
                  {hours ? `${hours.opensAt} – ${hours.closesAt}` : 'Fechado'}
                </dd>
              </div>
            );
          })}
        </dl>
      </PublicSection>
    </div>
  );
}
