/** Excel reads a UTF-8 file as UTF-8 only when it starts with a byte-order mark. */
const BOM = '\uFEFF';
/** Excel in pt-BR splits columns on ';' (',' is its decimal separator). */
const SEPARATOR = ';';

/**
 * A field as CSV writes it. A value a spreadsheet would run as a formula ('=', '+', '-', '@',
 * tab or carriage return first: CSV injection, OWASP) gets a leading apostrophe; a value with
 * the separator, a quote or a line break is quoted, its quotes doubled.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file for Excel-BR: BOM, header line, ';' between fields, CRLF between lines. */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [headers, ...rows].map((row) => row.map(csvField).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

const decimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Centavos as a spreadsheet number in pt-BR: 4550 → '45,50' (no currency sign, no grouping). */
export function csvMoney(cents: number): string {
  return decimal.format(cents / 100);
}
