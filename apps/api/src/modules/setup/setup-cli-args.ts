import { parseArgs } from 'node:util';
import { parseDecimalInput } from '@navalha/core/domain/format/decimal-input';
import { fromCents } from '@navalha/core/domain/money';
import { proposedWeek, starterServices } from '@navalha/core/domain/setup/setup-defaults';
import type { WeekPeriod } from '@navalha/core/domain/setup/setup-defaults';

export const setupCliHelp = `Navalha: configuração inicial da barbearia (sem navegador)

Uso: npm run setup -- [opções]

Sem opções, pergunta tudo no terminal. Com opções, pergunta só o que faltar
(ou falha, com --non-interactive). Os mesmos passos e regras do assistente /setup.

Dono
  --owner-name NOME            nome do dono
  --owner-email EMAIL          e-mail (também o login)
  --owner-phone "(11) 99999-9999"
  --owner-password-file ARQ    arquivo com a senha (ou a variável NAVALHA_OWNER_PASSWORD)
Barbearia
  --shop-name NOME
  --cep 01304-001  --street RUA  --number N  --complement C  --neighborhood BAIRRO
  --city CIDADE  --state UF
  --shop-phone "(11) 3456-7890"  --whatsapp "(11) 99999-9999"
  --time-zone America/Sao_Paulo (padrão)
  --pix-key CHAVE  --pix-name "NOME RECEBEDOR"  --pix-city "CIDADE"
Horários (padrão: segunda a sábado 09:00–12:00 e 13:00–19:00)
  --hours "1-5=09:00-12:00,13:00-19:00;6=09:00-14:00"
                               dias 0 (domingo) a 6 (sábado); dia ausente = fechado
Serviços (padrão: a lista inicial: Corte, Barba, Corte + barba, …)
  --services "Corte:45,00:30;Barba:35,00:20"   nome:preço:minutos
Equipe
  --takes-bookings             o dono também atende
Plataforma (várias barbearias; não cria barbearia)
  --operator EMAIL             cria a conta do operador da plataforma ('Plataforma'):
                               lista as barbearias, suspende e reativa; nunca vê clientes
                               nem dinheiro. A senha: --owner-password-file ou
                               NAVALHA_OWNER_PASSWORD; o nome: --operator-name (padrão Plataforma)
Outros
  --non-interactive            nunca pergunta: falha se faltar algo
  -h, --help                   esta ajuda

Depois: entre em {PUBLIC_URL}/signin com o e-mail e a senha do dono e convide a equipe em Equipe.
`;

const options = {
  'owner-name': { type: 'string' },
  'owner-email': { type: 'string' },
  'owner-phone': { type: 'string' },
  'owner-password-file': { type: 'string' },
  'shop-name': { type: 'string' },
  cep: { type: 'string' },
  street: { type: 'string' },
  number: { type: 'string' },
  complement: { type: 'string' },
  neighborhood: { type: 'string' },
  city: { type: 'string' },
  state: { type: 'string' },
  'shop-phone': { type: 'string' },
  whatsapp: { type: 'string' },
  'time-zone': { type: 'string' },
  'pix-key': { type: 'string' },
  'pix-name': { type: 'string' },
  'pix-city': { type: 'string' },
  hours: { type: 'string' },
  services: { type: 'string' },
  'takes-bookings': { type: 'boolean' },
  operator: { type: 'string' },
  'operator-name': { type: 'string' },
  'non-interactive': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type SetupCliFlags = ReturnType<typeof parseSetupCliArgs>;

/** The command line, as named strings and booleans (unknown options are an error). */
export function parseSetupCliArgs(args: readonly string[]) {
  return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
}

/** Thrown for a flag whose value cannot be read: the message is for the operator. */
export class CliInputError extends Error {}

const RANGE = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/**
 * `--hours`: `DAYS=RANGES` joined by ';', DAYS a day 0–6 or a span '1-5', RANGES 'HH:MM-HH:MM'
 * joined by ','. '1-5=09:00-12:00,13:00-19:00;6=09:00-14:00' is Monday to Friday with lunch,
 * Saturday morning. Absent: the proposed week. The contract checks the times themselves.
 */
export function parseHoursFlag(text: string | undefined): WeekPeriod[] {
  if (text === undefined) return proposedWeek();
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const [days, ranges] = part.split('=');
      const span = /^([0-6])(?:-([0-6]))?$/.exec(days?.trim() ?? '');
      if (!span || !ranges) throw new CliInputError(`--hours: não entendi "${part}"`);
      const first = Number(span[1]);
      const last = Number(span[2] ?? span[1]);
      if (last < first) throw new CliInputError(`--hours: dias fora de ordem em "${part}"`);
      const periods = ranges.split(',').map((range) => {
        const match = RANGE.exec(range.trim());
        if (!match) throw new CliInputError(`--hours: horário inválido "${range}"`);
        return { startTime: match[1] ?? '', endTime: match[2] ?? '' };
      });
      const week: WeekPeriod[] = [];
      for (let day = first; day <= last; day += 1) {
        for (const period of periods) week.push({ dayOfWeek: day, ...period });
      }
      return week;
    });
}

/**
 * `--services`: 'nome:preço:minutos' joined by ';' (the price in reais, '45,00' or '45.5').
 * Absent: the starter list. Prices and durations are left for the contract to judge.
 */
export function parseServicesFlag(
  text: string | undefined,
): { name: string; price: number | undefined; durationMinutes: number | undefined }[] {
  if (text === undefined) {
    return starterServices.map((service) => ({
      name: service.name,
      price: fromCents(service.priceCents),
      durationMinutes: service.durationMinutes,
    }));
  }
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const pieces = part.split(':');
      if (pieces.length !== 3)
        throw new CliInputError(`--services: use nome:preço:minutos ("${part}")`);
      return {
        name: pieces[0]?.trim() ?? '',
        price: parseDecimalInput(pieces[1] ?? ''),
        durationMinutes: parseDecimalInput(pieces[2] ?? ''),
      };
    });
}
