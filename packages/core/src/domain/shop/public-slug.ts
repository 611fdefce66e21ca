/**
 * The address of a shop's public page, `/b/{slug}` (issue 18 §1): lower-case letters, digits
 * and single hyphens, 3 to 60 characters, so it reads well in an Instagram bio and never needs
 * escaping in a URL or in the HTML the server writes it into.
 */
export const PUBLIC_SLUG_MIN = 3;
export const PUBLIC_SLUG_MAX = 60;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const publicSlugMessages = {
  invalid: 'Use de 3 a 60 letras minúsculas, números e hífens, sem espaços nem acentos.',
  taken: 'Este endereço já é usado por outra barbearia.',
} as const;

export function isValidPublicSlug(value: string): boolean {
  return (
    value.length >= PUBLIC_SLUG_MIN && value.length <= PUBLIC_SLUG_MAX && SLUG_PATTERN.test(value)
  );
}

/**
 * A slug from the shop's name ('Barbearia São João' → 'barbearia-sao-joao'); a name with too few
 * letters gets 'barbearia' in front so the result is always valid.
 */
export function slugFromName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PUBLIC_SLUG_MAX)
    .replace(/-+$/g, '');
  if (base.length >= PUBLIC_SLUG_MIN) return base;
  return base ? `barbearia-${base}` : 'barbearia';
}
