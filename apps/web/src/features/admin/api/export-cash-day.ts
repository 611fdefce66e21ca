import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from './query-keys';

const csvSchema = z.string();
const BOM = '\uFEFF';

/** GET /admin/cash/export: the day's cash as a CSV for Excel (UTF-8 with BOM, ';'). */
export async function exportCashDay(date: string): Promise<string> {
  const csv = await apiRequest(`/admin/cash/export${toQueryString({ date })}`, {
    schema: csvSchema,
    responseType: 'text',
    silent: true,
  });
  // Decoding the answer drops its byte-order mark, which Excel needs to read UTF-8.
  return csv.startsWith(BOM) ? csv : `${BOM}${csv}`;
}

/** The file name the server gives: 'caixa-2026-11-28.csv'. */
export function cashFileName(date: string): string {
  return `caixa-${date}.csv`;
}
