/**
 * What a link to /services may carry: a service to have chosen already (a promotion's), or the
 * barber the client tapped on the home, chosen for them at /barbers if they offer the services.
 */
export interface ServicesLocationState {
  preselect?: string;
  barber?: { id: string; name: string; avatarUrl: string | null };
}

/** The barber a link to /services carries, when it carries a well-formed one. */
export function readPreferredBarber(state: unknown): ServicesLocationState['barber'] | null {
  const barber = (state as ServicesLocationState | null)?.barber;
  return barber && typeof barber.id === 'string' && typeof barber.name === 'string'
    ? { id: barber.id, name: barber.name, avatarUrl: barber.avatarUrl ?? null }
    : null;
}

export function readPreselectedService(state: unknown): string | null {
  const preselect = (state as ServicesLocationState | null)?.preselect;
  return typeof preselect === 'string' ? preselect : null;
}
