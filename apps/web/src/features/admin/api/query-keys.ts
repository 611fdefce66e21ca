/** The admin area's cache keys; every one under 'admin', so signing out forgets them all. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: (period: string) => [...adminKeys.all, 'dashboard', period] as const,
  appointments: (params: object) => [...adminKeys.all, 'appointments', params] as const,
  clients: (params: object) => [...adminKeys.all, 'clients', params] as const,
  client: (id: string) => [...adminKeys.all, 'client', id] as const,
  clientAppointments: (id: string, params: object) =>
    [...adminKeys.all, 'client', id, 'appointments', params] as const,
  services: () => [...adminKeys.all, 'services'] as const,
  barbers: () => [...adminKeys.all, 'barbers'] as const,
  admins: () => [...adminKeys.all, 'admins'] as const,
  invitations: () => [...adminKeys.all, 'invitations'] as const,
  workingHours: (barberId: string) => [...adminKeys.all, 'working-hours', barberId] as const,
  timeOff: (barberId: string) => [...adminKeys.all, 'time-off', barberId] as const,
  promoCodes: () => [...adminKeys.all, 'promo-codes'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  checklist: () => [...adminKeys.all, 'checklist'] as const,
  auditLog: (params: object) => [...adminKeys.all, 'audit-log', params] as const,
  cashDay: (date: string | undefined) => [...adminKeys.all, 'cash', date ?? 'today'] as const,
};

/** A query string of the defined values: { a: 1, b: undefined } → '?a=1'. */
export function toQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
