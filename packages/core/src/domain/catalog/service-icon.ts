/** The icon a service card shows, matched from the service's name (spec §3). */
export type ServiceIconKey =
  | 'haircut'
  | 'beard'
  | 'eyebrow'
  | 'kids'
  | 'reflex'
  | 'pigmentation'
  | 'scissors'
  | 'clipper'
  | 'default';

/**
 * Keywords in precedence order, written without accents (names are compared accent-free).
 * A name often holds two keywords, so the more specific one wins: first who the service is for
 * or its technique (kids, pigmentation, reflex, scissors, clipper), then the service itself in
 * the spec's order (haircut, beard, eyebrow). 'Corte infantil' → kids, 'Corte na tesoura' →
 * scissors, 'Pigmentação de barba' → pigmentation, 'Corte + barba' → haircut,
 * 'Barba e sobrancelha' → beard.
 */
const iconKeywords: readonly (readonly [Exclude<ServiceIconKey, 'default'>, readonly string[]])[] =
  [
    ['kids', ['infantil', 'crianca']],
    ['pigmentation', ['pigmentacao']],
    ['reflex', ['reflexo']],
    ['scissors', ['tesoura']],
    ['clipper', ['maquina']],
    ['haircut', ['cabelo', 'corte']],
    ['beard', ['barba']],
    ['eyebrow', ['sobrancelha']],
  ];

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The icon for a service name, case- and accent-insensitive ('CRIANÇA', 'crianca' and
 * 'Criança' all match), by the precedence above; 'default' when no keyword matches.
 * Keywords match inside words too: 'Cortes' and 'Reflexos' count.
 */
export function getServiceIconKey(serviceName: string | null | undefined): ServiceIconKey {
  const name = normalize(serviceName ?? '');
  for (const [icon, keywords] of iconKeywords) {
    if (keywords.some((keyword) => name.includes(keyword))) return icon;
  }
  return 'default';
}
