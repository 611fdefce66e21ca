/**
 * How a Navalha server runs, as every page tells its visitors (issue 14 §1):
 * - `demo`: the demo shop and its public accounts (the newcomer's `npm start`): 'Modo demonstração';
 * - `staging`: real data but test payments (the sandbox gateway, e.g. a staging site with
 *   `ALLOW_SANDBOX_PAYMENTS=true`): 'Ambiente de testes';
 * - `production`: a real shop; no label.
 */
export const appModes = ['demo', 'staging', 'production'] as const;
export type AppMode = (typeof appModes)[number];

export interface AppModeInput {
  /** NODE_ENV=production. */
  production: boolean;
  /** The demo shop is seeded (DEMO_DATA). */
  demoData: boolean;
  /** The sandbox gateway takes the payments. */
  sandboxPayments: boolean;
}

/**
 * Test payments in production mode, or without the demo, say 'Ambiente de testes' (a payment
 * there is never real money); the demo says it is one; anything else is a real shop.
 */
export function getAppMode({ production, demoData, sandboxPayments }: AppModeInput): AppMode {
  if (sandboxPayments && (production || !demoData)) return 'staging';
  return demoData ? 'demo' : 'production';
}

/** The words of the label each mode shows on every page; null: none. */
export const appModeLabels: Readonly<Record<AppMode, string | null>> = {
  demo: 'Modo demonstração',
  staging: 'Ambiente de testes',
  production: null,
};

export function isAppMode(value: unknown): value is AppMode {
  return typeof value === 'string' && (appModes as readonly string[]).includes(value);
}
