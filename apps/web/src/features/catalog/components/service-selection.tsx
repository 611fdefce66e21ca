import type { Service } from '@navalha/core/contracts/catalog';
import { formatDuration } from '@navalha/core/domain/format/duration';
import { formatBRL } from '@navalha/core/domain/money';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import SearchX from 'lucide-react/icons/search-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ServiceThumbnail } from '../../../components/ui/service-icon';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  getDraftTotalDuration,
  getDraftTotalPrice,
  readBookingData,
  readSelectedServices,
  saveBookingData,
  saveSelectedServices,
  toDraftService,
} from '../../../shared/booking-draft/booking-draft';
import { cn } from '../../../lib/class-names';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useServicesForSelection } from '../../../shared/catalog/get-services-for-selection';
import { readPreferredBarber, readPreselectedService } from '../services-location-state';
import { ServicePrice } from './service-price';

export const serviceSelectionMessages = {
  empty: 'Nenhum serviço disponível',
  loadFailed: 'Erro ao carregar serviços',
  chooseOne: 'Selecione ao menos um serviço',
} as const;

function countLabel(count: number): string {
  return count === 1 ? '1 serviço' : `${count} serviços`;
}

function ServiceCard({
  service,
  selected,
  onToggle,
}: {
  service: Service;
  selected: boolean;
  onToggle: () => void;
}) {
  const unavailable = service.barbersCount === 0;
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={unavailable && !selected}
      onClick={onToggle}
      className={cn(
        'flex w-full items-center gap-3 rounded-card border-2 bg-card p-3 text-left shadow-card transition-colors',
        selected ? 'border-primary bg-tint' : 'border-transparent hover:border-line',
        'disabled:cursor-not-allowed disabled:opacity-60',
      )}
    >
      <ServiceThumbnail
        iconKey={service.iconKey}
        imageUrl={service.imageUrl}
        className={cn(selected && 'bg-card')}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-base leading-snug font-semibold text-ink">{service.name}</span>
        <span className="flex items-center gap-1 text-sm text-muted tabular-nums">
          <Clock aria-hidden className="size-4" />
          {formatDuration(service.durationMinutes)}
          {unavailable ? <span> · Sem barbeiros disponíveis</span> : null}
        </span>
        <ServicePrice pricing={service.pricing} />
      </span>
      <span
        aria-hidden
        className={cn(
          'inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
          selected ? 'border-primary bg-primary text-white' : 'border-line text-transparent',
        )}
      >
        <Check className="size-4 [stroke-width:3]" />
      </span>
    </button>
  );
}

function ServicesSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-hidden>
      {[0, 1, 2, 3, 4].map((key) => (
        <li key={key} className="flex items-center gap-3 rounded-card bg-card p-3 shadow-card">
          <Skeleton className="size-14" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-3/5" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-5 w-1/3" />
          </div>
          <Skeleton className="size-7 rounded-full" />
        </li>
      ))}
    </ul>
  );
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

function initialSelection(locationState: unknown): Set<string> {
  const ids = new Set(readSelectedServices()?.map((service) => service.id) ?? []);
  const preselect = readPreselectedService(locationState);
  if (preselect) ids.add(preselect);
  return ids;
}

/**
 * Step 1 of the booking (spec §2 /services): choose one or more services; the footer sums them
 * up, and 'Continuar' saves the choice and goes on to /barbers. Coming back keeps the choice.
 */
export function ServiceSelection() {
  const location = useLocation();
  const navigate = useNavigate();
  const [selectedIds, setSelectedIds] = useState(() => initialSelection(location.state));
  const preferredBarber = readPreferredBarber(location.state);
  const { data, isPending, isError, errorUpdatedAt, refetch, isRefetching } =
    useServicesForSelection();
  useErrorToast(isError, errorUpdatedAt, serviceSelectionMessages.loadFailed);

  const services = data ?? [];
  const selected = services.filter((service) => selectedIds.has(service.id)).map(toDraftService);
  const totalDuration = getDraftTotalDuration(selected);
  const subtotal = getDraftTotalPrice(selected);

  function toggle(id: string) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function handleContinue() {
    if (selected.length === 0) return;
    const previous = readBookingData();
    const keepBarbers =
      previous !== null &&
      sameIds(
        previous.selectedServices.map((service) => service.id),
        selected.map((service) => service.id),
      );
    saveSelectedServices(selected);
    // Tapped on the home: that barber comes chosen (issue 18 §4); /barbers drops them if they
    // do not offer every chosen service.
    const preferred = preferredBarber;
    saveBookingData({
      selectedServices: selected,
      ...(preferred
        ? { selectedBarbers: [preferred.id], barbers: [preferred] }
        : {
            selectedBarbers: keepBarbers ? previous.selectedBarbers : [],
            ...(keepBarbers && previous.barbers ? { barbers: previous.barbers } : {}),
          }),
      totalPrice: subtotal,
    });
    void navigate('/barbers');
  }

  let content;
  if (isPending) {
    content = <ServicesSkeleton />;
  } else if (isError) {
    content = (
      <EmptyState
        tone="danger"
        icon={<TriangleAlert aria-hidden className="size-6" />}
        title={serviceSelectionMessages.loadFailed}
      >
        <Button variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </EmptyState>
    );
  } else if (services.length === 0) {
    content = (
      <EmptyState
        icon={<SearchX aria-hidden className="size-6" />}
        title={serviceSelectionMessages.empty}
      />
    );
  } else {
    content = (
      <ul className="flex flex-col gap-3">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard
              service={service}
              selected={selectedIds.has(service.id)}
              onToggle={() => toggle(service.id)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <p className="mb-4 text-base text-muted">
        Escolha um ou mais serviços{preferredBarber ? ` com ${preferredBarber.name}` : ''}.
      </p>
      {content}
      <ActionFooter>
        <div className="flex items-end justify-between gap-3" aria-live="polite">
          <div className="min-w-0">
            <p className="text-sm text-muted tabular-nums">
              {selected.length === 0
                ? serviceSelectionMessages.chooseOne
                : `${countLabel(selected.length)} · ${formatDuration(totalDuration)}`}
            </p>
            <p className="text-sm text-muted">Subtotal</p>
          </div>
          <p className="text-xl font-bold text-ink tabular-nums">{formatBRL(subtotal)}</p>
        </div>
        <Button size="lg" fullWidth disabled={selected.length === 0} onClick={handleContinue}>
          Continuar
        </Button>
      </ActionFooter>
    </>
  );
}
