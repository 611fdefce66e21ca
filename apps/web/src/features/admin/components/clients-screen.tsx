import type { AdminClient } from '@navalha/core/contracts/admin-clients';
import { formatDate } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Search from 'lucide-react/icons/search';
import UserX from 'lucide-react/icons/user-x';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/text-field';
import {
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '../../../shared/debounce/use-debounced-value';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';
import { CLIENTS_PAGE_SIZE, useClients } from '../api/get-clients';
import { LoadState } from './load-state';
import { Pager } from './pager';

export const clientsMessages = {
  loadFailed: 'Erro ao carregar clientes',
  empty: 'Nenhum cliente encontrado',
  notFound: 'Cliente não encontrado',
} as const;

export function ClientFigures({ client }: { client: AdminClient }) {
  return (
    <p className="text-sm text-muted tabular-nums">
      {client.bookings} {client.bookings === 1 ? 'agendamento' : 'agendamentos'} ·{' '}
      {client.completed} {client.completed === 1 ? 'atendimento' : 'atendimentos'} ·{' '}
      {formatBRL(client.spent)}
    </p>
  );
}

/** The shop's clients (/admin/clients), searched by name, e-mail or phone (issue 17 §3). */
export function ClientsScreen() {
  const { timeZone } = useShopClock();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const typed = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useClients(typed, page);
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Buscar cliente"
        type="search"
        value={search}
        placeholder="Nome, telefone ou e-mail"
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
                          Próximo: {formatDate(client.nextBooking, timeZone)}
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
