/** Size in pixels of the generated avatar (spec §3). */
export const INITIALS_AVATAR_SIZE = 69;

/**
 * Background colours for generated avatars: all dark enough for white text (WCAG AA).
 * The spec allows a palette of 3 to 10 colours.
 */
export const INITIALS_AVATAR_PALETTE = [
  '#55704C',
  '#1D4ED8',
  '#9D174D',
  '#7C2D12',
  '#5B21B6',
  '#0F766E',
  '#B45309',
  '#374151',
] as const;

interface AvatarSource {
  name?: string | null;
  email?: string | null;
}

function sourceText({ name, email }: AvatarSource): string {
  const trimmedName = name?.trim();
  if (trimmedName) return trimmedName;
  const localPart = email?.split('@')[0]?.trim();
  return localPart ?? '';
}

/**
 * Up to two letters: the first letters of the first and last words of the name, else of the
 * e-mail's local part, else '?'. "Ana Paula Souza" → "AS", "joao@x.com" → "J".
 */
export function getInitials(source: AvatarSource): string {
  const words = sourceText(source)
    .split(/[\s._-]+/)
    .filter((word) => /\p{L}|\d/u.test(word));
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].flatMap((word) => {
    const letter = word ? Array.from(word).find((char) => /\p{L}|\d/u.test(char)) : undefined;
    return letter ? [letter] : [];
  });
  return letters.join('').toLocaleUpperCase('pt-BR');
}

/** The palette colour picked by the sum of the character codes of the name (or e-mail). */
export function getAvatarColor(source: AvatarSource): string {
  const text = sourceText(source);
  let sum = 0;
  for (const char of text) sum += char.codePointAt(0) ?? 0;
  return (
    INITIALS_AVATAR_PALETTE[sum % INITIALS_AVATAR_PALETTE.length] ?? INITIALS_AVATAR_PALETTE[0]
  );
}
