import { lazyFormatter } from './lazy-formatter.js';

const getPercentFormatter = lazyFormatter(
  () =>
    new Intl.NumberFormat('pt-BR', {
      style: 'percent',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);

/** A ratio as a pt-BR percentage with 0 to 1 decimals (spec §9): 0.123 → '12,3%', 0.1 → '10%'. */
export function formatPercent(ratio: number): string {
  if (!Number.isFinite(ratio)) throw new RangeError(`Not a finite ratio: ${ratio}`);
  return getPercentFormatter().format(ratio);
}
