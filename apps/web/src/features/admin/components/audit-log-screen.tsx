import type { AuditEntry } from '@navalha/core/contracts/admin-audit';
import {
  auditEntities,
  getAuditActionLabel,
  getAuditEntityLabel,
} from '@navalha/core/domain/admin/audit-actions';
import { getRoleLabel } from '@navalha/core/domain/auth/role-label';
import { formatDateTime } from '@navalha/core/domain/format/date-time';
import History from 'lucide-react/icons/history';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';
import { LoadState } from './load-state';
import { Pager } from './pager';

export const auditMessages = {
  loadFailed: 'Erro ao carregar o registro de alterações',
  empty: 'Nenhuma alteração registrada',
} as const;

/** One change as a sentence (issue 17 §6), when it was made on the shop's clock, and by whom. */
function Entry({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  return (
    <li className="flex flex-col gap-1 rounded-card bg-card p-4 shadow-card">
      <p className="text-base break-words text-ink">{entry.summary}</p>
      <p className="text-sm text-muted">
        <time className="tabular-nums" dateTime={entry.createdAt.toISOString()}>
          {formatDateTime(entry.createdAt, timeZone)}
        </time>{' '}
        · {getAuditActionLabel(entry.action)} · {getRoleLabel(entry.actor.role)}
      </p>
    </li>
  );
}

/** The owner's log (/admin/audit): every change an admin or the owner made, newest first. */
export function AuditLogScreen() {
  const { timeZone } = useShopClock();
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const query = useAuditLog(entity, page);
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Mostrar"
        value={entity}
        onChange={(event) => {
          setEntity(event.target.value);
          setPage(1);
        }}
      >
        <option value="">Tudo</option>
        {auditEntities.map((kind) => (
          <option key={kind} value={kind}>
            {getAuditEntityLabel(kind)}
          </option>
        ))}
      </SelectField>
      <LoadState
        isPending={query.isPending}
        isError={query.isError}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        errorText={auditMessages.loadFailed}
      >
        {query.data?.data.length === 0 ? (
          <EmptyState
            icon={<History aria-hidden className="size-6" />}
            title={auditMessages.empty}
          />
        ) : query.data ? (
          <>
            <ul className="flex flex-col gap-3" aria-label="Alterações">
              {query.data.data.map((entry) => (
                <Entry key={entry.id} entry={entry} timeZone={timeZone} />
              ))}
            </ul>
            <Pager
              page={page}
              pageSize={AUDIT_PAGE_SIZE}
              total={query.data.total}
              onPage={setPage}
            />
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
