import type { Appointment } from '@navalha/core/contracts/appointments';
import { groupBarberOverview } from '@navalha/core/domain/barber-area/barber-agenda';
import { addDaysToLocalDate } from '@navalha/core/domain/format/date-time';
import { formatLocalDateLong } from '@navalha/core/domain/format/long-date';
import { formatBRL } from '@navalha/core/domain/money';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import { useEarnings } from '../api/get-earnings';
import { useMyAgenda } from '../api/get-my-agenda';
import { useAgendaActions } from '../hooks/use-agenda-actions';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';
import { AgendaList, AgendaSkeleton } from './agenda-list';
import { AgendaSection } from './agenda-section';
import { RejectDialog } from './reject-dialog';

/** How far back the landing looks for appointments served but never completed. */
export const OVERDUE_LOOKBACK_DAYS = 13;

export const todayMessages = {
  pendingTitle: 'Solicitações pendentes',
  pendingEmpty: 'Nenhuma solicitação pendente.',
  overdueTitle: 'A concluir',
  overdueDescription: 'Atendimentos que já aconteceram e ainda não foram concluídos.',
  todayTitle: 'Hoje',
  todayEmpty: 'Nenhum agendamento para hoje.',
} as const;

function TodayFigures() {
  const { data } = useEarnings();
  if (!data) return null;
  return (
    <Link
      to="/barber/earnings"
      className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card transition-colors hover:bg-tint"
    >
      <div className="grid flex-1 grid-cols-2 gap-3">
        <div>
          <p className="text-sm text-muted">Concluídos hoje</p>
          <p className="text-base font-semibold text-ink tabular-nums">
            {data.today.count} · {formatBRL(data.today.revenue)}
          </p>
        </div>
        <div>
          <p className="text-sm text-muted">Na semana</p>
          <p className="text-base font-semibold text-ink tabular-nums">
            {data.week.count} · {formatBRL(data.week.revenue)}
          </p>
        </div>
      </div>
      <ChevronRight aria-hidden className="size-5 text-muted" />
      <span className="sr-only">Ver ganhos</span>
    </Link>
  );
}

/**
 * The barber's landing (/barber): requests waiting for an answer first, then appointments
 * served but not completed, then today's agenda; each card acts on the spot.
 */
export function TodayScreen({ firstName }: { firstName: string }) {
  const { now, today } = useShopClock();
  const pendingQuery = useMyAgenda({ status: 'PENDING' });
  const overdueQuery = useMyAgenda({
    from: addDaysToLocalDate(today, -OVERDUE_LOOKBACK_DAYS),
    to: today,
    status: 'CONFIRMED',
  });
  const todayQuery = useMyAgenda({ date: today });
  const actions = useAgendaActions();

  const loaded: Appointment[] = [
    ...(pendingQuery.data?.data ?? []),
    ...(overdueQuery.data?.data ?? []),
    ...(todayQuery.data?.data ?? []),
  ];
  const groups = groupBarberOverview(loaded, { now, today });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-2xl font-bold tracking-tight text-ink">Olá, {firstName}!</p>
        <p className="text-base text-muted">{formatLocalDateLong(today)}</p>
      </div>
      <TodayFigures />
      <AgendaSection
        title={todayMessages.pendingTitle}
        count={groups.pending.length}
        isPending={pendingQuery.isPending}
        isError={pendingQuery.isError}
        isRefetching={pendingQuery.isRefetching}
        onRetry={() => void pendingQuery.refetch()}
        isEmpty={groups.pending.length === 0}
        emptyText={todayMessages.pendingEmpty}
        loading={<AgendaSkeleton count={1} />}
      >
        <AgendaList appointments={groups.pending} now={now} actions={actions} showDate />
      </AgendaSection>
      <AgendaSection
        title={todayMessages.overdueTitle}
        count={groups.overdue.length}
        description={todayMessages.overdueDescription}
        isPending={false}
        isError={overdueQuery.isError}
        isRefetching={overdueQuery.isRefetching}
        onRetry={() => void overdueQuery.refetch()}
        isEmpty={groups.overdue.length === 0}
        emptyText={null}
        loading={null}
      >
        <AgendaList appointments={groups.overdue} now={now} actions={actions} showDate />
      </AgendaSection>
      <AgendaSection
        title={todayMessages.todayTitle}
        count={groups.today.length}
        isPending={todayQuery.isPending}
        isError={todayQuery.isError}
        isRefetching={todayQuery.isRefetching}
        onRetry={() => void todayQuery.refetch()}
        isEmpty={groups.today.length === 0}
        emptyText={todayMessages.todayEmpty}
        loading={<AgendaSkeleton />}
      >
        <AgendaList appointments={groups.today} now={now} actions={actions} />
      </AgendaSection>
      <RejectDialog
        appointment={actions.rejecting}
        pending={actions.isRejecting}
        onClose={actions.closeReject}
        onSubmit={actions.reject}
      />
    </div>
  );
}
