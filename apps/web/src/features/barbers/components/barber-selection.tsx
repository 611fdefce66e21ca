import { formatDuration } from '@navalha/core/domain/format/duration';
import { formatBRL } from '@navalha/core/domain/money';
import ListChecks from 'lucide-react/icons/list-checks';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import UserRoundX from 'lucide-react/icons/user-round-x';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  getDraftTotalDuration,
  readBookingData,
  readSelectedServices,
  saveBookingData,
  getDraftTotalPrice,
} from '../../../shared/booking-draft/booking-draft';
import type { BookingData } from '../../../shared/booking-draft/booking-draft';
import type { BookingBarber } from '../../../shared/visitor-booking/visitor-shop-queries';
import { cn } from '../../../lib/class-names';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useBarbersByServices } from '../api/get-barbers-by-services';
import { useFullyBookedBarbers } from '../api/get-barbers-next-free';
import { BarberStats } from './barber-stats';

export const barberSelectionMessages = {
  noServices: 'Selecione os serviços primeiro',
  fullyBooked: 'Agenda lotada nas próximas 2 semanas',
  noneForAll: 'Nenhum barbeiro realiza todos os serviços selecionados',
  loadFailed: 'Erro ao carregar barbeiros',
  chooseOne: 'Selecione um barbeiro',
} as const;

/** The saved booking, or one built from the saved services alone. */
function readDraft(): BookingData | null {
  const saved = readBookingData();
  if (saved) return saved;
  const services = readSelectedServices();
  if (!services || services.length === 0) return null;
  return {
    selectedServices: services,
    selectedBarbers: [],
    totalPrice: getDraftTotalPrice(services),
  };
}

function BarberOption({
  barber,
  checked,
  onChoose,
  fullyBooked,
}: {
  barber: BookingBarber;
  checked: boolean;
  onChoose: () => void;
  fullyBooked: boolean;
}) {
  const nameId = useId();
  const detailsId = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-card border-2 bg-card p-3 shadow-card transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
        checked ? 'border-primary bg-tint' : 'border-transparent hover:border-line',
      )}
    >
      <input
        type="radio"
        name="barbeiro"
        value={barber.id}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={nameId}
        aria-describedby={detailsId}
        className="sr-only"
      />
      <span aria-hidden className="shrink-0">
        <Avatar name={barber.name} avatarUrl={barber.avatarUrl} size={56} />
      </span>
      <span id={detailsId} className="flex min-w-0 flex-1 flex-col gap-1">
        <span id={nameId} className="truncate text-base font-semibold text-ink">
          {barber.name}
        </span>
        <span className="flex min-w-0 items-center gap-2">
          {barber.experienceLabel ? (
            <Badge tone={checked ? 'confirmed' : 'accent'}>{barber.experienceLabel}</Badge>
          ) : null}
          {barber.barberShop ? (
            <span className="truncate text-sm text-muted">{barber.barberShop.name}</span>
          ) : null}
        </span>
        <BarberStats barber={barber} />
        {fullyBooked ? (
          <span className="text-sm font-medium text-status-cancelled">
            {barberSelectionMessages.fullyBooked}
          </span>
        ) : null}
      </span>
      <span
        aria-hidden
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
          checked ? 'border-primary' : 'border-line',
        )}
      >
        <span className={cn('size-3 rounded-full', checked ? 'bg-primary' : 'bg-transparent')} />
      </span>
    </label>
  );
}

function BarbersSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-hidden>
      {[0, 1, 2].map((key) => (
        <li key={key} className="flex items-center gap-3 rounded-card bg-card p-3 shadow-card">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-4 w-3/5" />
          </div>
          <Skeleton className="size-6 rounded-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Step 2 of the booking (spec §2 /barbers): the barbers who offer every chosen service; choose
 * one and 'Continuar' goes on to /calendar.
 */
export function BarberSelection() {
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const serviceIds = draft?.selectedServices.map((service) => service.id) ?? [];
  const [chosenId, setChosenId] = useState<string | null>(draft?.selectedBarbers[0] ?? null);
  const { data, isPending, isError, errorUpdatedAt, refetch, isRefetching } =
    useBarbersByServices(serviceIds);
  useErrorToast(isError, errorUpdatedAt, barberSelectionMessages.loadFailed);
  const fullyBooked = useFullyBookedBarbers({
    barberIds: data?.map((barber) => barber.id) ?? [],
    serviceIds,
  });

  if (!draft) {
    return (
      <EmptyState
        icon={<ListChecks aria-hidden className="size-6" />}
        title={barberSelectionMessages.noServices}
      >
        <Link to="/services" className={buttonStyles()}>
          Escolher serviços
        </Link>
      </EmptyState>
    );
  }

  const barbers = data ?? [];
  const chosen = barbers.find((barber) => barber.id === chosenId) ?? null;
  const services = draft.selectedServices;

  function handleContinue() {
    if (!draft || !chosen) return;
    saveBookingData({
      ...draft,
      selectedBarbers: [chosen.id],
      barbers: [{ id: chosen.id, name: chosen.name, avatarUrl: chosen.avatarUrl }],
    });
    void navigate('/calendar');
  }

  let content;
  if (isPending) {
    content = <BarbersSkeleton />;
  } else if (isError) {
    content = (
      <EmptyState
        tone="danger"
        icon={<TriangleAlert aria-hidden className="size-6" />}
        title={barberSelectionMessages.loadFailed}
      >
        <Button variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </EmptyState>
    );
  } else if (barbers.length === 0) {
    content = (
      <EmptyState
        icon={<UserRoundX aria-hidden className="size-6" />}
        title={barberSelectionMessages.noneForAll}
      >
        <p className="max-w-xs text-sm text-muted">
          Tente escolher menos serviços ou outra combinação.
        </p>
        <Link to="/services" className={buttonStyles({ variant: 'secondary' })}>
          Alterar serviços
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <fieldset className="min-w-0">
        <legend className="sr-only">Barbeiro</legend>
        <ul className="flex flex-col gap-3">
          {barbers.map((barber) => (
            <li key={barber.id}>
              <BarberOption
                barber={barber}
                checked={barber.id === chosen?.id}
                onChoose={() => setChosenId(barber.id)}
                fullyBooked={fullyBooked.has(barber.id)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    );
  }

  return (
    <>
      <p className="mb-4 text-base text-muted">
        Barbeiros que realizam{' '}
        {services.length === 1 ? 'o serviço escolhido' : 'todos os serviços escolhidos'}.
      </p>
      {content}
      <ActionFooter>
        <div className="flex items-end justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-sm text-muted">
              {services.map((service) => service.name).join(' + ')}
            </p>
            <p className="text-sm text-muted tabular-nums">
              {formatDuration(getDraftTotalDuration(services))} ·{' '}
              {chosen ? `com ${chosen.name}` : barberSelectionMessages.chooseOne}
            </p>
          </div>
          <p className="text-xl font-bold text-ink tabular-nums">{formatBRL(draft.totalPrice)}</p>
        </div>
        <Button size="lg" fullWidth disabled={!chosen} onClick={handleContinue}>
          Continuar
        </Button>
      </ActionFooter>
    </>
  );
}
