/** The 27 federative units, by their two-letter codes (UF). */
export const brazilianStates = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export type BrazilianState = (typeof brazilianStates)[number];

export function isBrazilianState(value: string): value is BrazilianState {
  return (brazilianStates as readonly string[]).includes(value);
}
