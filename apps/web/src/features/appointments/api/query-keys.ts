/**
 * The appointments' cache keys. Everything under `all` is refetched after the client books,
 * cancels or reschedules, so the home page, 'Minha Agenda' and the details agree.
 */
export const appointmentKeys = {
  all: ['appointments'] as const,
  active: (limit: number) => [...appointmentKeys.all, 'active', limit] as const,
  history: (limit: number) => [...appointmentKeys.all, 'history', limit] as const,
  detail: (id: string) => [...appointmentKeys.all, 'detail', id] as const,
};
