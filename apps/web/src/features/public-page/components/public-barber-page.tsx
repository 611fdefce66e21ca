import type { PublicBarberPage as PublicBarberPageData } from '@navalha/core/contracts/public-shop';
import Star from 'lucide-react/icons/star';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { buttonStyles } from '../../../components/ui/button';
import { PublicSection, PublicServiceRow, RatingLine } from './public-bits';
import { BOOKING_START } from './public-shop-page';
import { saveVisitorShop, VISITOR_SHOP_PARAM } from '../../../shared/visitor-booking/visitor-shop';

/** 'dd/mm/aaaa' on the shop's clock. */
function reviewDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** A barber's public page (issue 18 §1): photo, rating, services and what clients wrote. */
export function PublicBarberPage({ page }: { page: PublicBarberPageData }) {
  const { barber } = page;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col items-center gap-2 text-center">
        <Avatar name={barber.name} avatarUrl={barber.avatarUrl} size={96} />
        {/* The page header holds the name (its h1); this is the full one, never truncated. */}
        <p className="text-2xl font-bold break-words text-ink">{barber.name}</p>
        <RatingLine average={barber.averageRating} total={barber.totalReviews} />
        <Link to={`/b/${page.shop.slug}`} className="text-sm text-primary underline">
          {page.shop.name}
        </Link>
        <Link
          // Signed in too, the barber's shop becomes the one the booking is at (decision 046).
          to={`${BOOKING_START}?${VISITOR_SHOP_PARAM}=${page.shop.slug}`}
          // Signed out, the booking steps read this shop's public times (decision 034).
          onClick={() => saveVisitorShop(page.shop.slug)}
          // Catalog's ServicesLocationState: /services offers this barber's services, and the
          // barber comes chosen at /barbers.
          state={{ barber: { id: barber.id, name: barber.name, avatarUrl: barber.avatarUrl } }}
          className={buttonStyles({ size: 'lg', fullWidth: true })}
        >
          Agendar
        </Link>
      </header>

      <PublicSection title="Serviços">
        {page.services.length === 0 ? (
          <p className="text-sm text-muted">Nenhum serviço disponível.</p>
        ) : (
          <ul>
            {page.services.map((service) => (
              <PublicServiceRow key={service.id} service={service} />
            ))}
          </ul>
        )}
      </PublicSection>

      <PublicSection title="Avaliações">
        {page.reviews.length === 0 ? (
          <p className="text-sm text-muted">Sem avaliações ainda</p>
        ) : (
          <ul className="flex flex-col">
            {page.reviews.map((review) => (
              <li
                key={review.id}
                className="flex flex-col gap-1 border-b border-line py-3 last:border-b-0"
              >
                <p className="flex items-center justify-between gap-2 text-sm">
                  <span className="font-medium text-ink">{review.clientName}</span>
                  <span className="text-muted">
                    {reviewDate(review.createdAt, page.shop.timeZone)}
                  </span>
                </p>
                <p
                  className="flex items-center gap-0.5"
                  role="img"
                  aria-label={`${review.rating} de 5 estrelas`}
                >
                  {Array.from({ length: 5 }, (_, index) => (
                    <Star
                      key={index}
                      aria-hidden
                      className={
                        index < review.rating
                          ? 'size-4 fill-current text-status-pending'
                          : 'size-4 text-line'
                      }
                    />
                  ))}
                </p>
                {review.comment ? (
                  <p className="text-sm break-words text-ink">{review.comment}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </PublicSection>
    </div>
  );
}
