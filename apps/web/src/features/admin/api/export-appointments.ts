import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import type { AppointmentFilters } from './get-shop-appointments';
import { toQueryString } from './query-keys';

const csvSchema = z.string();
const BOM = '\uFEFF';

/**
 * GET /admin/appointments/export: the filtered bookings as a CSV for Excel (UTF-8 with BOM,
 * ';' between fields). Silent: the screen says what went wrong.
 */
export async function exportAppointments(filters: AppointmentFilters): Promise<string> {
  const csv = await apiRequest(`/admin/appointments/export${toQueryString({ ...filters })}`, {
    schema: csvSchema,
    responseType: 'text',
    silent: true,
  });
  // Decoding the answer drops its byte-order mark, which Excel needs to read UTF-8.
  return csv.startsWith(BOM) ? csv : `${BOM}${csv}`;
}

/** The file name the server would give: 'agendamentos-2026-05-01-a-2026-05-31.csv'. */
export function exportFileName(filters: AppointmentFilters): string {
  const span = [filters.from, filters.to].filter(Boolean).join('-a-');
  return `agendamentos${span ? `-${span}` : ''}.csv`;
}

/** Hands a text to the browser as a download. */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
