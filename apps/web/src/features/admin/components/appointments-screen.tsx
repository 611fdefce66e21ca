import { getDashboardPeriods } from '@navalha/core/domain/admin/dashboard-periods';
import type { AdminAppointment } from '@navalha/core/contracts/admin-appointments';
import {
  appointmentStatuses,
  getAppointmentStatusLabel,
  getPaymentStatusLabel,
  paymentStatuses,
} from '@navalha/core/domain/appointments/appointment-status';
import { formatDuration } from '@navalha/core/domain/format/duration';
import { formatLocalDateShort } from '@navalha/core/domain/format/long-date';
import { formatBRL } from '@navalha/core/domain/money';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import CalendarX from 'lucide-react/icons/calendar-x';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { AppointmentStatusBadge, PaymentStatusBadge } from '../../../components/ui/status-badge';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { exportAppointments, exportFileName, saveTextFile } from '../api/export-appointments';
import { APPOINTMENTS_PAGE_SIZE, useShopAppointments } from '../api/get-shop-appointments';
import type { AppointmentFilters } from '../api/get-shop-appointments';
import { useStaff } from '../api/get-staff';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';
import { LoadState } from './load-state';
import { Pager } from './pager';

export const appointmentsMessages = {
  loadFailed: 'Erro ao buscar agendamentos.',
  empty: 'Nenhum agendamento encontrado com estes filtros.',
  exportFailed: 'Não foi possível baixar a planilha. Tente novamente.',
  exported: 'Planilha baixada.',
} as const;

function AppointmentRow({ appointment }: { appointment: AdminAppointment }) {
  return (
    <li className="flex flex-col gap-2 rounded-card bg-card p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-base font-semibold text-ink tabular-nums">
            {formatLocalDateShort(appointment.date)} às {appointment.time}
          </p>
          <p className="truncate text-base text-ink">{appointment.client.name}</p>
        </div>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
      <p className="text-sm text-muted">
        {appointment.services.join(' + ')} · {formatDuration(appointment.durationMinutes)} · com{' '}
        {appointment.barber.name}
      </p>
      {appointment.client.phone ? (
        <a
          href={`tel:${appointment.client.phone.replace(/\D/g, '')}`}
          className="text-sm text-primary underline-offset-2 hover:underline"
        >
          {appointment.client.phone}
        </a>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <span className="text-base font-semibold text-ink tabular-nums">
          {formatBRL(appointment.total)}
          {appointment.paymentMethod ? (
            <span className="ml-2 text-sm font-normal text-muted">
              {getPaymentMethodLabel(appointment.paymentMethod)}
            </span>
          ) : null}
        </span>
        <PaymentStatusBadge status={appointment.paymentStatus} />
      </div>
      {appointment.cancellationReason ? (
        <p className="text-sm text-muted">Motivo: {appointment.cancellationReason}</p>
      ) : null}
    </li>
  );
}

/** The shop's bookings (/admin/agenda): filters, pages and the CSV for Excel. */
export function AppointmentsScreen() {
  const { today } = useShopClock();
  // The calendar month around today: the list's first filter.
  const [filters, setFilters] = useState<AppointmentFilters>(
    () => getDashboardPeriods(today).month,
  );
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const query = useShopAppointments(filters, page);
  const barbers = useStaff('barbers');

  function change(next: Partial<AppointmentFilters>) {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  }

  async function download() {
    setExporting(true);
    try {
      const csv = await exportAppointments(filters);
      saveTextFile(csv, exportFileName(filters), 'text/csv;charset=utf-8');
      toast.success(appointmentsMessages.exported);
    } catch (error) {
      toast.error(
        isApiError(error) && error.status === 400
          ? error.message
          : appointmentsMessages.exportFailed,
      );
    } finally {
      setExporting(false);
    }
  }

  const data = query.data;
  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label="Filtros"
        className="grid grid-cols-2 gap-3 rounded-card bg-card p-4 shadow-card"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="De"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => change({ from: event.target.value || undefined })}
        />
        <TextField
          label="Até"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => change({ to: event.target.value || undefined })}
        />
        <SelectField
          label="Barbeiro"
          className="col-span-2"
          value={filters.barberId ?? ''}
          onChange={(event) => change({ barberId: event.target.value || undefined })}
        >
          <option value="">Todos</option>
          {(barbers.data ?? []).map((barber) => (
            <option key={barber.id} value={barber.id}>
              {barber.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(event) => change({ status: event.target.value || undefined })}
        >
          <option value="">Todos</option>
          {appointmentStatuses.map((status) => (
            <option key={status} value={status}>
              {getAppointmentStatusLabel(status)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Pagamento"
          value={filters.paymentStatus ?? ''}
          onChange={(event) => change({ paymentStatus: event.target.value || undefined })}
        >
          <option value="">Todos</option>
          {paymentStatuses.map((status) => (
            <option key={status} value={status}>
              {getPaymentStatusLabel(status)}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          className="col-span-2"
          disabled={exporting}
          onClick={() => void download()}
        >
          <Download aria-hidden className="size-5" />
          {exporting ? 'Gerando planilha…' : 'Baixar planilha (CSV)'}
        </Button>
      </form>

      <LoadState
        isPending={query.isPending}
        isError={query.isError}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        errorText={appointmentsMessages.loadFailed}
      >
        {data && data.data.length === 0 ? (
          <EmptyState
            icon={<CalendarX aria-hidden className="size-6" />}
            title={appointmentsMessages.empty}
          />
        ) : data ? (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {data.total} {data.total === 1 ? 'agendamento' : 'agendamentos'}
            </p>
            <ul className="flex flex-col gap-3" aria-label="Agendamentos">
              {data.data.map((appointment) => (
                <AppointmentRow key={appointment.id} appointment={appointment} />
              ))}
            </ul>
            <Pager
              page={page}
              pageSize={APPOINTMENTS_PAGE_SIZE}
              total={data.total}
              onPage={setPage}
            />
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
