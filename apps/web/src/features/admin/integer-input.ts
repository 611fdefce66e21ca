/** A whole number typed in a field; '' → undefined, anything else not whole → NaN. */
export function parseIntegerInput(text: string): number | undefined {
  const cleaned = text.trim();
  if (cleaned === '') return undefined;
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
