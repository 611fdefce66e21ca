import { auditLogSchema } from '@navalha/core/contracts/admin-audit';
import type { AuditLog } from '@navalha/core/contracts/admin-audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, toQueryString } from './query-keys';

export const AUDIT_PAGE_SIZE = 30;

/** GET /admin/audit-log (owner): who changed what, newest first. */
export function getAuditLog(entity: string, page: number, signal?: AbortSignal): Promise<AuditLog> {
  return apiRequest(
    `/admin/audit-log${toQueryString({ entity: entity || undefined, page, limit: AUDIT_PAGE_SIZE })}`,
    { schema: auditLogSchema, signal, silent: true },
  );
}

export function useAuditLog(entity: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.auditLog({ entity, page }),
      queryFn: ({ signal }) => getAuditLog(entity, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
