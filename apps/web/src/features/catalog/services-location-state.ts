/** What a link to /services may carry: a service to have chosen already (a promotion's). */
export interface ServicesLocationState {
  preselect?: string;
}

export function readPreselectedService(state: unknown): string | null {
  const preselect = (state as ServicesLocationState | null)?.preselect;
  return typeof preselect === 'string' ? preselect : null;
}
