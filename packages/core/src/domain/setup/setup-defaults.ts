/**
 * What the first-run setup proposes (issue 14 §2): the services a Brazilian barbershop
 * recognises, the usual week, and the country's time zones. The owner edits all of it.
 */

/** A starter service: price in centavos, as all money in code. */
export interface StarterService {
  name: string;
  priceCents: number;
  durationMinutes: number;
}

export const starterServices: readonly StarterService[] = [
  { name: 'Corte', priceCents: 4500, durationMinutes: 30 },
  { name: 'Barba', priceCents: 3500, durationMinutes: 30 },
  { name: 'Corte + barba', priceCents: 7000, durationMinutes: 60 },
  { name: 'Sobrancelha', priceCents: 2000, durationMinutes: 15 },
  { name: 'Pigmentação', priceCents: 5000, durationMinutes: 30 },
  { name: 'Corte infantil', priceCents: 3500, durationMinutes: 30 },
];

/** One opening period of a weekday (0 = Sunday), shop-local 'HH:MM'. */
export interface WeekPeriod {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/** Monday to Saturday, 09:00–19:00 with lunch 12:00–13:00; Sunday closed. */
export function proposedWeek(): WeekPeriod[] {
  return [1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
    { dayOfWeek, startTime: '09:00', endTime: '12:00' },
    { dayOfWeek, startTime: '13:00', endTime: '19:00' },
  ]);
}

/** Brazil's IANA zones, with the words an owner recognises; the first is the default. */
export const brazilianTimeZones = [
  { id: 'America/Sao_Paulo', label: 'Horário de Brasília (SP, RJ, MG, Sul, GO, DF, BA…)' },
  { id: 'America/Fortaleza', label: 'Nordeste: CE, RN, PB, PI, MA (UTC−3)' },
  { id: 'America/Recife', label: 'Pernambuco (UTC−3)' },
  { id: 'America/Belem', label: 'Pará e Amapá (UTC−3)' },
  { id: 'America/Araguaina', label: 'Tocantins (UTC−3)' },
  { id: 'America/Maceio', label: 'Alagoas e Sergipe (UTC−3)' },
  { id: 'America/Manaus', label: 'Amazonas (UTC−4)' },
  { id: 'America/Cuiaba', label: 'Mato Grosso (UTC−4)' },
  { id: 'America/Campo_Grande', label: 'Mato Grosso do Sul (UTC−4)' },
  { id: 'America/Porto_Velho', label: 'Rondônia (UTC−4)' },
  { id: 'America/Boa_Vista', label: 'Roraima (UTC−4)' },
  { id: 'America/Rio_Branco', label: 'Acre (UTC−5)' },
  { id: 'America/Noronha', label: 'Fernando de Noronha (UTC−2)' },
] as const;

export type BrazilianTimeZone = (typeof brazilianTimeZones)[number]['id'];

export function isBrazilianTimeZone(value: string): value is BrazilianTimeZone {
  return brazilianTimeZones.some((zone) => zone.id === value);
}

/** The parts of a shop's address the setup asks for. */
export interface AddressParts {
  postalCode: string;
  street: string;
  houseNumber: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
}

/**
 * The one line a shop's address is stored as:
 * 'Rua Augusta, 1200, Loja 2 – Consolação, São Paulo – SP, 01304-001'.
 */
export function formatShopAddress(parts: AddressParts): string {
  const street = [parts.street, parts.houseNumber, parts.complement].filter(Boolean).join(', ');
  return `${street} – ${parts.neighborhood}, ${parts.city} – ${parts.state}, ${parts.postalCode}`;
}
