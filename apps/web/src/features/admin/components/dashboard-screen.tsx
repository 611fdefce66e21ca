import type { Dashboard, DashboardPeriodKind } from '@navalha/core/contracts/admin-dashboard';
import { weekdayShortNames } from '@navalha/core/domain/format/calendar-names';
import { formatDateTime, getLocalDayOfWeek } from '@navalha/core/domain/format/date-time';
import { formatDuration } from '@navalha/core/domain/format/duration';
import { formatLocalDateLong, formatLocalDateShort } from '@navalha/core/domain/format/long-date';
import { formatPercent } from '@navalha/core/domain/format/percent';
import { formatBRL } from '@navalha/core/domain/money';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/class-names';
import { useDashboard } from '../api/get-dashboard';
import { BarChart, Meter } from './bar-chart';
import { LoadState } from './load-state';
import { SetupChecklistCard } from './setup-checklist-card';

export const dashboardMessages = {
  loadFailed: 'Erro ao carregar o painel',
  noBarbers: 'Nenhum barbeiro ativo.',
  noServices: 'Nenhum serviço agendado no período.',
  noShowHint: 'Confirmados que passaram do horário sem ser concluídos.',
  cancellationHint: 'Cancelados entre os agendamentos do período (sem os expirados).',
} as const;

const periodLabels: Record<DashboardPeriodKind, string> = { week: 'Semana', month: 'Mês' };

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
    >
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-col gap-0.5 rounded-card bg-card p-4 shadow-card"
    >
      <span aria-hidden className="text-sm text-muted">
        {label}
      </span>
      <span className="text-2xl font-bold tracking-tight text-ink tabular-nums">{value}</span>
      {hint ? <span className="text-sm text-muted">{hint}</span> : null}
    </div>
  );
}

function dayLabel(date: string, kind: DashboardPeriodKind): string {
  return kind === 'week'
    ? (weekdayShortNames[getLocalDayOfWeek(date)] ?? '')
    : String(Number(date.slice(8, 10)));
}

/** Payments the gateway approved with another amount: not paid, the shop checks them. */
function PaymentsInReview({ data }: { data: Dashboard }) {
  if (data.paymentsInReview.length === 0) return null;
  return (
    <section
      aria-label="Pagamentos em revisão"
      className="flex flex-col gap-2 rounded-card border border-danger bg-card p-4 shadow-card"
    >
      <h2 className="text-base font-semibold text-danger">Pagamentos em revisão</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {data.paymentsInReview.map((payment) => (
          <li key={payment.paymentId} className="flex flex-col">
            <span className="text-ink">{payment.reason}</span>
            <span className="text-muted">
              {payment.clientName} · {formatDateTime(new Date(payment.flaggedAt), data.timeZone)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DashboardFigures({ data }: { data: Dashboard }) {
  const { today, revenue, rates, period } = data;
  const maxBookings = Math.max(1, ...data.topServices.map((service) => service.bookings));
  return (
    <div className="flex flex-col gap-4">
      <PaymentsInReview data={data} />
      <Card title={`Hoje · ${formatLocalDateShort(today.date)}`}>
        <p className="text-3xl font-bold tracking-tight text-ink tabular-nums">
          {today.bookings} {today.bookings === 1 ? 'agendamento' : 'agendamentos'}
        </p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {(
            [
              ['Pendentes', today.pending],
              ['Confirmados', today.confirmed],
              ['Concluídos', today.completed],
              ['Cancelados', today.cancelled],
            ] as const
          ).map(([label, count]) => (
            <div key={label} className="flex justify-between rounded-control bg-page px-3 py-2">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold text-ink tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <div className="grid grid-cols-2 gap-3">
        <Figure label="Faturamento da semana" value={formatBRL(revenue.week)} />
        <Figure label="Faturamento do mês" value={formatBRL(revenue.month)} />
      </div>

      <Card title="Faturamento por dia">
        <BarChart
          title={`De ${formatLocalDateShort(period.from)} a ${formatLocalDateShort(period.to)}`}
          data={data.dailyRevenue.map((day) => ({
            label: dayLabel(day.date, period.kind),
            value: day.revenue,
            description: `${formatLocalDateLong(day.date, { withYear: false })}: ${formatBRL(day.revenue)}, ${day.bookings} ${day.bookings === 1 ? 'agendamento' : 'agendamentos'}`,
          }))}
        />
      </Card>

      <div className="grid grid-cols-2 gap-3">
        <Figure
          label="Cancelamentos"
          value={formatPercent(rates.cancellationRate)}
          hint={`${rates.cancelled} de ${rates.bookings}`}
        />
        <Figure
          label="Não comparecimentos"
          value={formatPercent(rates.noShowRate)}
          hint={`${rates.noShows} de ${rates.attended}`}
        />
      </div>
      <p className="text-sm text-muted">
        {dashboardMessages.cancellationHint} Não comparecimento:{' '}
        {dashboardMessages.noShowHint.toLowerCase()}
      </p>

      <Card title="Ocupação por barbeiro">
        {data.occupancy.length === 0 ? (
          <p className="text-base text-muted">{dashboardMessages.noBarbers}</p>
        ) : (
          data.occupancy.map((barber) => (
            <Meter
              key={barber.barberId}
              label={barber.name}
              ratio={barber.rate}
              valueText={formatPercent(barber.rate)}
              detail={`${formatDuration(barber.bookedMinutes)} agendados de ${formatDuration(barber.workingMinutes)}`}
            />
          ))
        )}
      </Card>

      <Card title="Serviços mais agendados">
        {data.topServices.length === 0 ? (
          <p className="text-base text-muted">{dashboardMessages.noServices}</p>
        ) : (
          data.topServices.map((service) => (
            <Meter
              key={service.serviceId}
              label={service.name}
              ratio={service.bookings / maxBookings}
              valueText={`${service.bookings}`}
              detail={`${formatBRL(service.revenue)} faturados`}
            />
          ))
        )}
      </Card>
    </div>
  );
}

/** The admin's landing (/admin): today, revenue, the period's chart, rates and occupancy. */
export function DashboardScreen() {
  const [period, setPeriod] = useState<DashboardPeriodKind>('week');
  const query = useDashboard(period);
  return (
    <div className="flex flex-col gap-4">
      <SetupChecklistCard />
      <div
        role="group"
        aria-label="Período"
        className="grid grid-cols-2 gap-1 rounded-control bg-tint p-1"
      >
        {(['week', 'month'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={period === kind}
            onClick={() => setPeriod(kind)}
            className={cn(
              'min-h-11 rounded-control text-base font-semibold transition-colors',
              period === kind ? 'bg-card text-primary shadow-card' : 'text-muted hover:text-ink',
            )}
          >
            {periodLabels[kind]}
          </button>
        ))}
      </div>
      <LoadState
        isPending={query.isPending}
        isError={query.isError}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        errorText={dashboardMessages.loadFailed}
        skeletonRows={4}
      >
        {query.data ? <DashboardFigures data={query.data} /> : null}
      </LoadState>
    </div>
  );
}
