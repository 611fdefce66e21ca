import type { MyShop } from '@navalha/core/contracts/client-shops';
import { lazyFormatter } from '@navalha/core/domain/format/lazy-formatter';
import Store from 'lucide-react/icons/store';
import { Link } from 'react-router';
import { cn } from '../../../lib/class-names';

const getDateFormat = lazyFormatter(
  () => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);

export const myShopsMessages = {
  title: 'Suas barbearias',
  current: 'Atual',
} as const;

function ShopCard({ shop, current }: { shop: MyShop; current: boolean }) {
  const inner = (
    <>
      <span className="flex h-20 w-full items-center justify-center bg-tint text-accent">
        {shop.photoUrl ? (
          <img src={shop.photoUrl} alt="" className="h-full w-full object-cover" />
        ) : (
          <Store aria-hidden className="size-8" />
        )}
      </span>
      <span className="flex flex-col gap-0.5 p-3">
        <span className="line-clamp-2 min-h-[2lh] text-base leading-snug font-medium text-ink">
          {shop.name}
        </span>
        <span className="text-sm text-muted tabular-nums">
          {current ? myShopsMessages.current : getDateFormat().format(shop.lastBookedAt)}
        </span>
      </span>
    </>
  );
  const className = cn(
    'flex h-full flex-col overflow-hidden rounded-card bg-card shadow-card',
    current && 'ring-2 ring-primary',
  );
  // A shop made without a public address has no page to open.
  return shop.slug ? (
    <Link
      to={`/b/${shop.slug}`}
      aria-current={current ? 'true' : undefined}
      className={cn(className, 'transition-colors hover:bg-page')}
    >
      {inner}
    </Link>
  ) : (
    <div className={className}>{inner}</div>
  );
}

/**
 * 'Suas barbearias' (issue 20 §2, decision 046): the shops the client booked with, the last
 * first, each opening its page; the current shop marked. A line names the shop whose promotions
 * and barbers the home shows below. The home shows it only to a client of more than one shop.
 */
export function MyShopsSection({
  shops,
  currentId,
  currentName,
}: {
  shops: readonly MyShop[];
  currentId: string | null;
  currentName: string | null;
}) {
  return (
    <section aria-labelledby="suas-barbearias" className="flex flex-col gap-3">
      <h2 id="suas-barbearias" className="text-xl font-semibold text-ink">
        {myShopsMessages.title}
      </h2>
      {/* `relative` keeps the cards inside the scroller, which scrolls within the page. */}
      <ul className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
        {shops.map((shop) => (
          <li key={shop.id} className="w-36 shrink-0 snap-start">
            <ShopCard shop={shop} current={shop.id === currentId} />
          </li>
        ))}
      </ul>
      {currentName ? (
        <p className="text-base text-muted" data-testid="current-shop-line">
          Promoções e barbeiros de <span className="font-semibold text-ink">{currentName}</span>
        </p>
      ) : null}
    </section>
  );
}
