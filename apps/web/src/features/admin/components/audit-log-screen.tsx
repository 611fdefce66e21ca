import type { AuditEntry } from '@navalha/core/contracts/admin-audit';
import {
  auditEntities,
  getAuditActionLabel,
  getAuditEntityLabel,
  listChangedFields,
} from '@navalha/core/domain/admin/audit-actions';
import { getRoleLabel } from '@navalha/core/domain/auth/role-label';
import { formatDateTime } from '@navalha/core/domain/format/date-time';
import History from 'lucide-react/icons/history';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';
import { LoadState } from './load-state';
import { Pager } from './pager';

export const auditMessages = {
  loadFailed: 'Erro ao carregar o registro de alterações',
  empty: 'Nenhuma alteração registrada',
} as const;

/** A stored value as the owner reads it: text as is, lists and objects as compact JSON. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return JSON.stringify(value);
}

function Entry({ entry }: { entry: AuditEntry }) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fields = listChangedFields(entry.before, entry.after);
  return (
    <li className="flex flex-col gap-2 rounded-card bg-card p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <p className="text-base font-semibold text-ink">{getAuditActionLabel(entry.action)}</p>
        <time
          className="shrink-0 text-sm text-muted tabular-nums"
          dateTime={entry.createdAt.toISOString()}
        >
          {formatDateTime(entry.createdAt, zone)}
        </time>
      </div>
      <p className="text-sm text-muted">
        Por {entry.actor.name ?? 'conta removida'} ({getRoleLabel(entry.actor.role)})
      </p>
      {fields.length > 0 ? (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-primary">
            {fields.length} {fields.length === 1 ? 'campo' : 'campos'}: antes e depois
          </summary>
          <dl className="flex flex-col gap-2 text-sm">
            {fields.map((field) => (
              <div key={field} className="rounded-control bg-page px-3 py-2">
                <dt className="font-medium text-ink">{field}</dt>
                <dd className="break-all text-muted">
                  <span className="sr-only">Antes: </span>
                  {show(entry.before?.[field])} → <span className="sr-only">Depois: </span>
                  <span className="text-ink">{show(entry.after?.[field])}</span>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </li>
  );
}

/** The owner's log (/admin/audit): every change an admin or the owner made, newest first. */
export function AuditLogScreen() {
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
                <Entry key={entry.id} entry={entry} />
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
