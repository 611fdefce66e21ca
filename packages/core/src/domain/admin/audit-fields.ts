import { getRoleLabel } from '../auth/role-label.js';
import { roles } from '../auth/roles.js';
import type { Role } from '../auth/roles.js';
import { formatDate } from '../format/date-time.js';
import { formatDuration } from '../format/duration.js';
import { formatBRL } from '../money.js';
import { getPaymentMethodLabel } from '../payments/payment-method.js';

/**
 * How the audit log's sentences name a stored field and write its values (issue 17 §6): money as
 * BRL, fees as percentages, durations in minutes or hours, dates on the shop's clock. A field
 * whose values mean nothing to a reader (ids, an image's address) is named without them.
 */
type FieldKind =
  | 'text'
  | 'money'
  | 'percent'
  | 'basisPoints'
  | 'platformFee'
  | 'minutes'
  | 'hours'
  | 'count'
  | 'date'
  | 'active'
  | 'onOff'
  | 'role'
  | 'method'
  | 'silent';

interface FieldInfo {
  label: string;
  kind: FieldKind;
}

const fields: Readonly<Record<string, FieldInfo>> = {
  name: { label: 'o nome', kind: 'text' },
  description: { label: 'a descrição', kind: 'text' },
  priceCents: { label: 'o preço', kind: 'money' },
  promotionalPriceCents: { label: 'o preço promocional', kind: 'money' },
  durationMinutes: { label: 'a duração', kind: 'minutes' },
  imageUrl: { label: 'a imagem', kind: 'silent' },
  isActive: { label: 'a situação', kind: 'active' },
  barberIds: { label: 'os profissionais', kind: 'silent' },
  serviceIds: { label: 'os serviços', kind: 'silent' },
  email: { label: 'o e-mail', kind: 'text' },
  phone: { label: 'o telefone', kind: 'text' },
  role: { label: 'o papel', kind: 'role' },
  takesBookings: { label: 'o atendimento a clientes', kind: 'onOff' },
  address: { label: 'o endereço', kind: 'text' },
  timeZone: { label: 'o fuso horário', kind: 'text' },
  platformFeeBasisPoints: { label: 'a taxa da plataforma', kind: 'platformFee' },
  slotStepMinutes: { label: 'o intervalo entre horários', kind: 'minutes' },
  minNoticeMinutes: { label: 'a antecedência mínima', kind: 'minutes' },
  cancellationWindowHours: { label: 'o prazo de cancelamento sem taxa', kind: 'hours' },
  cancellationFeePercent: { label: 'a taxa de cancelamento', kind: 'percent' },
  maxUnpaidBookingsPerClient: {
    label: 'o máximo de agendamentos não pagos por cliente',
    kind: 'count',
  },
  unconfirmedCashExpiresHoursBefore: {
    label: 'o prazo para confirmar agendamentos em dinheiro',
    kind: 'hours',
  },
  pixKey: { label: 'a chave PIX', kind: 'text' },
  pixMerchantName: { label: 'o nome do recebedor PIX', kind: 'text' },
  pixMerchantCity: { label: 'a cidade do recebedor PIX', kind: 'text' },
  code: { label: 'o código', kind: 'text' },
  discountPercent: { label: 'o desconto', kind: 'percent' },
  validFrom: { label: 'o início da validade', kind: 'date' },
  validUntil: { label: 'o fim da validade', kind: 'date' },
  maxUses: { label: 'o limite de usos', kind: 'count' },
  maxUsesPerClient: { label: 'o limite de usos por cliente', kind: 'count' },
  method: { label: 'a forma de pagamento', kind: 'method' },
  amountCents: { label: 'o valor', kind: 'money' },
  totalCents: { label: 'o total', kind: 'money' },
  reason: { label: 'o motivo', kind: 'text' },
  whatsappConfirmation: { label: 'a confirmação pelo WhatsApp', kind: 'onOff' },
  whatsappReminderFirst: { label: 'o primeiro lembrete pelo WhatsApp', kind: 'onOff' },
  whatsappReminderFirstHours: { label: 'a antecedência do primeiro lembrete', kind: 'hours' },
  whatsappReminderSecond: { label: 'o segundo lembrete pelo WhatsApp', kind: 'onOff' },
  whatsappReminderSecondHours: { label: 'a antecedência do segundo lembrete', kind: 'hours' },
  whatsappCancellation: { label: 'o aviso de cancelamento pelo WhatsApp', kind: 'onOff' },
  whatsappReschedule: { label: 'o aviso de remarcação pelo WhatsApp', kind: 'onOff' },
  whatsappLate: { label: 'o aviso de atraso pelo WhatsApp', kind: 'onOff' },
  whatsappWaitlistOffer: { label: 'a vaga da lista de espera pelo WhatsApp', kind: 'onOff' },
};

/** The payment fees are one stored object; each method's fee reads as a field of its own. */
const feeLabels: Readonly<Record<string, string>> = {
  pix: 'a taxa do PIX',
  debit_card: 'a taxa do cartão de débito',
  credit_card: 'a taxa do cartão de crédito',
  wallet: 'a taxa da carteira',
  cash: 'a taxa do dinheiro',
};

/** 150 basis points → '1,5%'. */
function percentText(percent: number): string {
  return `${percent.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** A value as the sentence writes it; null when it cannot be written (then only the label). */
function valueText(kind: FieldKind, value: unknown, timeZone: string): string | null {
  if (value === null || value === undefined || value === '') {
    if (kind === 'count') return 'sem limite';
    if (kind === 'money') return 'nenhum';
    // A shop without its own fee pays the platform's default (issue 20 §3).
    if (kind === 'platformFee') return 'padrão';
    return kind === 'text' || kind === 'date' ? 'vazio' : null;
  }
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? `“${value}”` : null;
    case 'money':
      return isWholeNumber(value) ? formatBRL(value) : null;
    case 'percent':
      return typeof value === 'number' ? percentText(value) : null;
    case 'basisPoints':
    case 'platformFee':
      return typeof value === 'number' ? percentText(value / 100) : null;
    case 'minutes':
      return isWholeNumber(value) ? formatDuration(value) : null;
    case 'hours':
      return typeof value === 'number' ? `${value} h` : null;
    case 'count':
      return typeof value === 'number' ? String(value) : null;
    case 'date': {
      const instant = typeof value === 'string' ? new Date(value) : null;
      return instant && !Number.isNaN(instant.getTime()) ? formatDate(instant, timeZone) : null;
    }
    case 'active':
      return typeof value === 'boolean' ? (value ? 'ativo' : 'inativo') : null;
    case 'onOff':
      return typeof value === 'boolean' ? (value ? 'ligado' : 'desligado') : null;
    case 'role':
      return isRole(value) ? getRoleLabel(value).toLocaleLowerCase('pt-BR') : null;
    case 'method':
      return typeof value === 'string' ? getPaymentMethodLabel(value) : null;
    case 'silent':
      return null;
  }
}

/** One change, in words: 'o preço de R$ 50,00 para R$ 55,00', or 'os profissionais'. */
export interface FieldChange {
  label: string;
  from: string | null;
  to: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields that differ between `before` and `after`, in words, in the stored order; fields
 * this version does not know are left out (a sentence never shows a key).
 */
export function describeFieldChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  timeZone: string,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const key of keys) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    if (key === 'paymentFeeBasisPoints') {
      changes.push(...feeChanges(from, to, timeZone));
      continue;
    }
    const field = fields[key];
    if (!field) continue;
    changes.push({
      label: field.label,
      from: valueText(field.kind, from, timeZone),
      to: valueText(field.kind, to, timeZone),
    });
  }
  return changes;
}

function feeChanges(from: unknown, to: unknown, timeZone: string): FieldChange[] {
  const old = isRecord(from) ? from : {};
  const next = isRecord(to) ? to : {};
  return Object.keys(feeLabels)
    .filter((method) => JSON.stringify(old[method]) !== JSON.stringify(next[method]))
    .map((method) => ({
      label: feeLabels[method] ?? method,
      from: valueText('basisPoints', old[method], timeZone),
      to: valueText('basisPoints', next[method], timeZone),
    }));
}

/** 'o preço de R$ 50,00 para R$ 55,00' (`of`: ' de Corte de cabelo' after the label). */
export function fieldChangeText(change: FieldChange, of = ''): string {
  if (change.from !== null && change.to !== null) {
    return `${change.label}${of} de ${change.from} para ${change.to}`;
  }
  if (change.to !== null) return `${change.label}${of} para ${change.to}`;
  return `${change.label}${of}`;
}
