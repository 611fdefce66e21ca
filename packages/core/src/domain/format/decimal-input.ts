/**
 * A number as a pt-BR form field holds it: '45,50', '1.234,5', 'R$ 45' → 45.5, 1234.5, 45;
 * '' → undefined; anything else → NaN (the form's schema then says what is wrong).
 */
export function parseDecimalInput(text: string): number | undefined {
  const cleaned = text.replace(/R\$|%|\s/g, '');
  if (cleaned === '') return undefined;
  const normalized = cleaned.includes(',') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned;
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}

/** 45.5 → '45,50': a number back into a form field. */
export function formatDecimalInput(value: number, decimals = 2): string {
  return value.toFixed(decimals).replace('.', ',');
}
