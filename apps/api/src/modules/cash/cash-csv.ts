import type { CashDay } from '@navalha/core/contracts/front-desk-cash';
import { getCashMethodLabel } from '@navalha/core/domain/front-desk/cash-method';
import { formatLocalDate, formatTime } from '@navalha/core/domain/format/date-time';
import { csvMoney, toCsv } from '../admin/csv.js';

const headers = [
  'Seção',
  'Data',
  'Horário',
  'Cliente',
  'Profissional',
  'Forma de pagamento',
  'Valor (R$)',
] as const;

const keptLabels = { CANCELLED: 'Cancelado', NO_SHOW: 'Faltou' } as const;

/**
 * The day's cash as a spreadsheet for Excel-BR (issue 17 §5): one line per payment received,
 * refund, fee kept and booking unpaid, then the totals by method and by barber, and the day's
 * closing; amounts as '45,50'. Amounts in `day` are centavos (the service's, before encoding).
 */
export function cashDayCsv(day: CashDay): string {
  const date = formatLocalDate(day.date);
  const time = (instant: Date) => formatTime(instant, day.timeZone);
  const rows: (string | null)[][] = [
    ...day.receipts.map((row) => [
      'Recebimento',
      date,
      time(row.receivedAt),
      row.clientName,
      row.barberName,
      getCashMethodLabel(row.method),
      csvMoney(row.amount),
    ]),
    ...day.refunds.map((row) => [
      'Estorno',
      date,
      time(row.refundedAt),
      row.clientName,
      null,
      row.reason,
      csvMoney(row.amount),
    ]),
    ...day.keptFees.map((row) => [
      'Taxa retida',
      date,
      time(row.startsAt),
      row.clientName,
      null,
      keptLabels[row.status],
      csvMoney(row.amount),
    ]),
    ...day.unpaid.map((row) => [
      'Em aberto',
      date,
      time(row.startsAt),
      row.clientName,
      row.barberName,
      null,
      csvMoney(row.amount),
    ]),
    ...day.byMethod.map((row) => [
      'Total por forma',
      date,
      null,
      null,
      null,
      getCashMethodLabel(row.method),
      csvMoney(row.amount),
    ]),
    ...day.byBarber.map((row) => [
      'Total por profissional',
      date,
      null,
      null,
      row.name,
      null,
      csvMoney(row.amount),
    ]),
    ['Total recebido', date, null, null, null, null, csvMoney(day.received.amount)],
    ['Total estornado', date, null, null, null, null, csvMoney(day.refunded.amount)],
    ['Dinheiro esperado no caixa', date, null, null, null, null, csvMoney(day.expectedCash)],
  ];
  const [closing] = day.closings;
  if (closing) {
    const at = time(closing.closedAt);
    const by = closing.closedBy?.name ?? null;
    rows.push(
      ['Dinheiro contado', date, at, null, by, null, csvMoney(closing.counted)],
      [
        differenceLabel(closing.difference),
        date,
        at,
        null,
        by,
        null,
        csvMoney(Math.abs(closing.difference)),
      ],
    );
  }
  return toCsv(headers, rows);
}

/**
 * The difference's line says its sign in words: a leading '-' would be read by the CSV writer as
 * a possible formula and quoted as text.
 */
function differenceLabel(cents: number): string {
  if (cents === 0) return 'Diferença (caixa confere)';
  return cents > 0 ? 'Sobra no caixa' : 'Falta no caixa';
}
