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

const getBasisPointsFormatter = lazyFormatter(
  () =>
    new Intl.NumberFormat('pt-BR', {
      style: 'percent',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
);

/** Basis points as a pt-BR percentage with 0 to 2 decimals: 375 → '3,75%', 250 → '2,5%'. */
export function formatBasisPoints(basisPoints: number): string {
  if (!Number.isFinite(basisPoints)) throw new RangeError(`Not finite: ${basisPoints}`);
  return getBasisPointsFormatter().format(basisPoints / 10_000);
}
