import type { AdminAppointment, AdminClient } from '@navalha/core/contracts/admin-appointments';
import { formatDate } from '@navalha/core/domain/format/date-time';
import { formatLocalDateShort } from '@navalha/core/domain/format/long-date';
import { formatBRL } from '@navalha/core/domain/money';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Search from 'lucide-react/icons/search';
import UserX from 'lucide-react/icons/user-x';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { AppointmentStatusBadge } from '../../../components/ui/status-badge';
import { TextField } from '../../../components/ui/text-field';
import type { ShopResetLink } from '@navalha/core/contracts/passwords';
import KeyRound from 'lucide-react/icons/key-round';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { toastMessages } from '../../../lib/toast-catalogue';
import { useClientResetLink } from '../api/client-reset-link';
import { useClient } from '../api/get-client';
import { CLIENTS_PAGE_SIZE, useClients } from '../api/get-clients';
import { ResetLinkDialog } from './reset-link-dialog';
import { LoadState } from './load-state';
import { Pager } from './pager';

export const clientsMessages = {
  loadFailed: 'Erro ao carregar clientes',
  empty: 'Nenhum cliente encontrado',
  notFound: 'Cliente não encontrado',
} as const;

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function ClientFigures({ client }: { client: AdminClient }) {
  return (
    <p className="text-sm text-muted tabular-nums">
      {client.bookings} {client.bookings === 1 ? 'agendamento' : 'agendamentos'} ·{' '}
      {client.completed} {client.completed === 1 ? 'atendimento' : 'atendimentos'} ·{' '}
      {formatBRL(client.spent)}
    </p>
  );
}

/** Who has booked at the shop (/admin/clients), searched by name, e-mail or phone. */
export function ClientsScreen() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const query = useClients(deferredSearch, page);
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Buscar cliente"
        type="search"
        value={search}
        placeholder="Nome, e-mail ou telefone"
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        trailing={<Search aria-hidden className="mr-3 size-5 text-muted" />}
      />
      <LoadState
        isPending={query.isPending}
        isError={query.isError}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        errorText={clientsMessages.loadFailed}
      >
        {query.data?.data.length === 0 ? (
          <EmptyState
            icon={<UserX aria-hidden className="size-6" />}
            title={clientsMessages.empty}
          />
        ) : query.data ? (
          <>
            <ul className="flex flex-col gap-3" aria-label="Clientes">
              {query.data.data.map((client) => (
                <li key={client.id}>
                  <Link
                    to={`/admin/clients/${client.id}`}
                    className="flex items-center gap-3 rounded-card bg-card p-4 shadow-card transition-colors hover:bg-tint"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-base font-semibold text-ink">{client.name}</p>
                      <ClientFigures client={client} />
                      {client.nextBooking ? (
                        <p className="text-sm text-primary">
                          Próximo: {formatDate(client.nextBooking, zone())}
                        </p>
                      ) : null}
                    </div>
                    <ChevronRight aria-hidden className="size-5 text-muted" />
                  </Link>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pageSize={CLIENTS_PAGE_SIZE}
              total={query.data.total}
              onPage={setPage}
            />
          </>
        ) : null}
      </LoadState>
    </div>
  );
}

function HistoryRow({ appointment }: { appointment: AdminAppointment }) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-card bg-card p-4 shadow-card">
      <div className="min-w-0">
        <p className="text-base font-semibold text-ink tabular-nums">
          {formatLocalDateShort(appointment.date)} às {appointment.time}
        </p>
        <p className="text-sm text-muted">
          {appointment.services.join(' + ')} · {appointment.barber.name}
        </p>
        <p className="text-sm font-medium text-ink tabular-nums">{formatBRL(appointment.total)}</p>
      </div>
      <AppointmentStatusBadge status={appointment.status} />
    </li>
  );
}

/**
 * 'Gerar link de redefinição' (issue 14 §4): a client who cannot sign in gets a single-use link,
 * shown once to copy or send by WhatsApp; the shop never sees or chooses their password.
 */
function ResetLinkAction({ clientId }: { clientId: string }) {
  const resetLink = useClientResetLink();
  const [link, setLink] = useState<ShopResetLink | null>(null);
  async function generate() {
    try {
      setLink(await resetLink.mutateAsync(clientId));
    } catch (error) {
      const message = isApiError(error) ? error.message : toastMessages.fallback;
      toast.error(message, { id: message });
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={() => void generate()} disabled={resetLink.isPending}>
        <KeyRound aria-hidden className="size-5" />
        {resetLink.isPending ? 'Gerando...' : 'Gerar link de redefinição'}
      </Button>
      <ResetLinkDialog value={link} onClose={() => setLink(null)} />
    </>
  );
}

/**
 * A client's page (/admin/clients/:id): contact, figures and history at the shop. The reset
 * link is the managers' alone (`canResetPassword`): the reception reads the page without it.
 */
export function ClientDetailScreen({
  clientId,
  canResetPassword = true,
}: {
  clientId: string;
  canResetPassword?: boolean;
}) {
  const query = useClient(clientId);
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState
        icon={<UserX aria-hidden className="size-6" />}
        title={clientsMessages.notFound}
      />
    );
  }
  const detail = query.data;
  return (
    <LoadState
      isPending={query.isPending}
      isError={query.isError}
      isRefetching={query.isRefetching}
      onRetry={() => void query.refetch()}
      errorText={clientsMessages.loadFailed}
    >
      {detail ? (
        <div className="flex flex-col gap-4">
          <section className="flex flex-col gap-1 rounded-card bg-card p-4 shadow-card">
            <p className="text-xl font-semibold text-ink">{detail.client.name}</p>
            <p className="text-sm break-all text-muted">{detail.client.email}</p>
            {detail.client.phone ? (
              <a
                href={`tel:${detail.client.phone.replace(/\D/g, '')}`}
                className="text-sm text-primary underline-offset-2 hover:underline"
              >
                {detail.client.phone}
              </a>
            ) : null}
            <ClientFigures client={detail.client} />
            {detail.client.lastVisit ? (
              <p className="text-sm text-muted">
                Última visita: {formatDate(detail.client.lastVisit, zone())}
              </p>
            ) : null}
          </section>
          {canResetPassword ? <ResetLinkAction clientId={clientId} /> : null}
          <h2 className="text-xl font-semibold text-ink">Histórico</h2>
          <ul className="flex flex-col gap-3" aria-label="Histórico">
            {detail.history.map((appointment) => (
              <HistoryRow key={appointment.id} appointment={appointment} />
            ))}
          </ul>
        </div>
      ) : null}
    </LoadState>
  );
}
