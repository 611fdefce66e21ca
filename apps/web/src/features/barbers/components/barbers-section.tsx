import type { Barber } from '@navalha/core/contracts/barbers';
import { getRoleLabel } from '@navalha/core/domain/auth/role-label';
import UsersRound from 'lucide-react/icons/users-round';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { buttonStyles } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useBarbersForHome } from '../api/get-barbers-for-home';
import { BarberStats } from './barber-stats';

/** The home shows at most 6 of the 8 barbers it asks for (spec §9). */
export const HOME_BARBERS_SHOWN = 6;

export const barbersSectionMessages = {
  title: 'Barbeiros',
  empty: 'Nenhum barbeiro disponível',
  loadFailed: 'Erro ao carregar barbeiros',
} as const;

/**
 * A barber of the home: tapping it opens their public page (issue 18 §1), whose 'Agendar' starts
 * a booking with them.
 */
function BarberCard({ barber }: { barber: Barber }) {
  return (
    <article className="h-full">
      <Link
        to={`/barbeiro/${barber.id}`}
        aria-label={`Ver perfil de ${barber.name}`}
        className="flex h-full flex-col items-center gap-2 rounded-card bg-card p-4 text-center shadow-card transition-colors hover:bg-page"
      >
        <Avatar name={barber.name} avatarUrl={barber.avatarUrl} size={56} />
        <div className="min-w-0 self-stretch">
          <h3 className="truncate text-base font-semibold text-ink">{barber.name}</h3>
          <p className="text-sm text-muted">{getRoleLabel(barber.role)}</p>
          {barber.barberShop ? (
            <p className="truncate text-sm text-muted">{barber.barberShop.name}</p>
          ) : null}
        </div>
        <BarberStats barber={barber} stacked className="mt-auto" />
      </Link>
    </article>
  );
}

/** A card's height: avatar, three lines of text (h-16) and the stacked stats (h-11). */
function BarbersSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3" aria-hidden>
      {[0, 1, 2, 3].map((key) => (
        <div
          key={key}
          className="flex flex-col items-center gap-2 rounded-card bg-card p-4 shadow-card"
        >
          <Skeleton className="size-14 rounded-full" />
          <div className="flex h-16 w-full flex-col items-center justify-center gap-1.5">
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/5" />
          </div>
          <div className="flex h-11 w-full flex-col items-center justify-center gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** 'Barbeiros' on the home page (spec §2): 8 asked for, at most 6 shown. */
export function BarbersSection() {
  const { data, isPending, isError, errorUpdatedAt, refetch } = useBarbersForHome();
  useErrorToast(isError, errorUpdatedAt, barbersSectionMessages.loadFailed);
  const barbers = data?.data.slice(0, HOME_BARBERS_SHOWN) ?? [];

  return (
    <section aria-labelledby="barbeiros" className="flex flex-col gap-3">
      <h2 id="barbeiros" className="text-xl font-semibold text-ink">
        {barbersSectionMessages.title}
      </h2>
      {isPending ? (
        <BarbersSkeleton />
      ) : isError ? (
        <div className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card">
          <p className="text-base text-muted">Não foi possível carregar os barbeiros.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className={buttonStyles({ variant: 'ghost' })}
          >
            Tentar novamente
          </button>
        </div>
      ) : barbers.length === 0 ? (
        <div className="flex items-center gap-3 rounded-card bg-card p-4 shadow-card">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tint text-accent">
            <UsersRound aria-hidden className="size-5" />
          </span>
          <p className="text-base text-muted">{barbersSectionMessages.empty}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {barbers.map((barber) => (
            <li key={barber.id}>
              <BarberCard barber={barber} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
