import { getRoleLabel } from '../auth/role-label.js';
import { weekdayShortNames } from '../format/calendar-names.js';
import { getLocalDayOfWeek, localDateInZone, localTimeInZone } from '../format/date-time.js';
import { formatBRL } from '../money.js';
import { auditEntities, getAuditActionLabel, getAuditEntityLabel } from './audit-actions.js';
import type { AuditEntity } from './audit-actions.js';
import { describeFieldChanges, fieldChangeText } from './audit-fields.js';
import type { FieldChange } from './audit-fields.js';

/**
 * What an entry is about, as the API found it in one query for the page (issue 17 §6): a
 * service's, a person's or a promo code's name; for a booking or a payment, the client's name
 * and the booking's start. Null when the row no longer exists.
 */
export interface AuditSubject {
  name: string | null;
  startsAt: Date | null;
}

export interface AuditSentenceInput {
  action: string;
  actorName: string | null;
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>> | null;
  subject: AuditSubject;
  /** The shop's zone: a booking's time on the shop's clock. */
  timeZone: string;
}

/** The instant of a booking as the log writes it: 'sáb., 29/11 às 10:00'. */
export function formatAuditWhen(instant: Date, timeZone: string): string {
  const date = localDateInZone(instant, timeZone);
  const weekday = (weekdayShortNames[getLocalDayOfWeek(date)] ?? '').toLocaleLowerCase('pt-BR');
  return `${weekday}., ${date.slice(8, 10)}/${date.slice(5, 7)} às ${localTimeInZone(instant, timeZone)}`;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A client's contact as the desk left it: 'telefone (11) 98765-4321, e-mail sem e-mail'. */
function contactWords(after: Readonly<Record<string, unknown>> | null): string {
  return `telefone ${text(after?.phone) ?? 'sem telefone'}, e-mail ${text(after?.email) ?? 'sem e-mail'}`;
}

function cents(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** 'alterou o preço de Corte de cabelo de R$ 50,00 para R$ 55,00', or several after a colon. */
function changed(changes: FieldChange[], what: string, of: string): string {
  if (changes.length === 0) return `alterou ${what}`;
  const [only] = changes;
  if (changes.length === 1 && only) return `alterou ${fieldChangeText(only, of)}`;
  return `alterou ${what}: ${changes.map((change) => fieldChangeText(change)).join('; ')}`;
}

/**
 * The pt-BR sentence the owner reads for one entry of the audit log: who did what to which
 * named thing, with values in words, never keys or ids:
 * 'Ana alterou o preço de Corte de cabelo de R$ 50,00 para R$ 55,00',
 * 'Ana recusou o agendamento de João (sáb., 29/11 às 10:00): cliente pediu'.
 * An action this version does not know reads as its label.
 */
export function describeAuditEntry(input: AuditSentenceInput): string {
  const who = input.actorName ?? 'Uma conta removida';
  return `${who} ${predicate(input)}`;
}

function predicate(input: AuditSentenceInput): string {
  const { action, before, after, subject, timeZone } = input;
  const view = after ?? before ?? {};
  const entity = action.split('.')[0] ?? '';
  const changes = describeFieldChanges(before, after, timeZone);
  const name = text(view.name) ?? text(view.code) ?? subject.name ?? 'sem nome';
  const booking = `${subject.name ?? 'um cliente'}${
    subject.startsAt ? ` (${formatAuditWhen(subject.startsAt, timeZone)})` : ''
  }`;
  const reason = text(after?.reason);
  const because = reason ? `: ${reason}` : '';

  switch (action) {
    case 'service.create': {
      const price = cents(view.priceCents);
      return `criou o serviço ${name}${price === null ? '' : ` (${formatBRL(price)})`}`;
    }
    case 'service.update':
      return changed(changes, `o serviço ${name}`, ` de ${name}`);
    case 'service.delete':
      return `desativou o serviço ${name}`;
    case 'working_hours.create':
      return `adicionou um horário de trabalho de ${subject.name ?? 'um profissional'}`;
    case 'working_hours.update':
      return `alterou o horário de trabalho de ${subject.name ?? 'um profissional'}`;
    case 'working_hours.delete':
      return `removeu um horário de trabalho de ${subject.name ?? 'um profissional'}`;
    case 'working_hours.replace':
      return `redefiniu a semana de trabalho de ${subject.name ?? 'um profissional'}`;
    case 'time_off.create':
      return `registrou uma folga de ${subject.name ?? 'um profissional'}${period(view, timeZone)}${because}`;
    case 'time_off.delete':
      return `removeu uma folga de ${subject.name ?? 'um profissional'}${period(view, timeZone)}`;
    case 'barber.create':
    case 'admin.create':
      return `cadastrou ${staffNoun(entity)} ${name}`;
    case 'barber.update':
    case 'admin.update':
      return changed(changes, `${staffNoun(entity)} ${name}`, ` de ${name}`);
    case 'barber.reset_password':
    case 'admin.reset_password':
      return `gerou um link de redefinição de senha para ${staffNoun(entity)} ${name}`;
    case 'admin.takes_bookings':
      return after?.takesBookings === true
        ? 'passou a atender clientes'
        : 'deixou de atender clientes';
    case 'invitation.create':
      return `convidou ${name}${roleOf(view)}`;
    case 'invitation.resend':
      return `reenviou o convite de ${name}${roleOf(view)}`;
    case 'invitation.revoke':
      return `revogou o convite de ${name}${roleOf(view)}`;
    case 'invitation.accept':
      return `aceitou o convite${roleOf(view)}`;
    case 'promo_code.create': {
      const discount = typeof view.discountPercent === 'number' ? view.discountPercent : null;
      return `criou o código promocional ${name}${discount === null ? '' : ` (${discount}% de desconto)`}`;
    }
    case 'promo_code.update':
      return changed(changes, `o código promocional ${name}`, ` de ${name}`);
    case 'promo_code.delete':
      return `excluiu o código promocional ${name}`;
    case 'settings.update':
    case 'settings.financial_update':
      return changed(changes, 'as configurações da barbearia', '');
    case 'settings.public_page_update':
      return changed(changes, 'a página pública da barbearia', '');
    case 'settings.whatsapp_update':
      return changed(changes, 'as mensagens do WhatsApp', '');
    case 'shop.platform_fee_update':
      return changed(changes, 'a taxa da plataforma', '');
    case 'payment.confirm_cash': {
      const amount = cents(view.amountCents);
      return `recebeu ${amount === null ? 'o pagamento' : formatBRL(amount)} em dinheiro de ${booking}`;
    }
    case 'payment.refund': {
      const refunded = cents(after?.refundedAmountCents);
      return `reembolsou ${refunded === null ? 'o pagamento' : formatBRL(refunded)} a ${booking}${because}`;
    }
    case 'payment.receive': {
      const amount = cents(view.amountCents);
      return `recebeu ${amount === null ? 'o pagamento' : formatBRL(amount)} ${receivedWithWords(view.receivedWith)} de ${booking}`;
    }
    case 'cash.close': {
      const counted = cents(view.countedCents);
      const difference = typeof view.differenceCents === 'number' ? view.differenceCents : null;
      const date = text(view.date);
      return `fechou o caixa${date ? ` de ${date.slice(8, 10)}/${date.slice(5, 7)}` : ''}${
        counted === null ? '' : ` com ${formatBRL(counted)} contados`
      }${difference === null || difference === 0 ? '' : ` (${difference > 0 ? 'sobra' : 'falta'} de ${formatBRL(Math.abs(difference))})`}`;
    }
    case 'payment.cancel':
      return `cancelou o pagamento de ${booking}${because}`;
    case 'appointment.confirm':
      return `confirmou o agendamento de ${booking}`;
    case 'appointment.reject':
      return `recusou o agendamento de ${booking}${because}`;
    case 'appointment.cancel':
      return `cancelou o agendamento de ${booking}${because}`;
    case 'appointment.complete':
      return `concluiu o atendimento de ${booking}`;
    case 'client.reset_link':
      return `gerou um link de redefinição de senha para o cliente ${subject.name ?? 'removido'}`;
    case 'client.contact':
      return `alterou o contato do cliente ${subject.name ?? 'removido'}: ${contactWords(after)}`;
    case 'client.note':
      return text(after?.note)
        ? `anotou sobre o cliente ${subject.name ?? 'removido'}: ${text(after?.note)}`
        : `apagou a nota sobre o cliente ${subject.name ?? 'removido'}`;
    // The desk's day (issue 17).
    case 'appointment.desk_create':
      return `agendou ${booking} na recepção`;
    case 'appointment.arrive':
      return `registrou a chegada de ${booking}`;
    case 'appointment.start':
      return `iniciou o atendimento de ${booking}`;
    case 'appointment.no_show':
      return `marcou a falta de ${booking}`;
    // Whoever held the old address no longer reads the shop's bookings (issue 19 §4).
    case 'calendar_feed.regenerate':
      return 'gerou um novo endereço da agenda da barbearia';
    case 'appointment.move':
    case 'appointment.reschedule':
      return `moveu o agendamento de ${booking}`;
    default:
      return unknownAction(
        action,
        entity,
        entity === 'appointment' || entity === 'payment' ? booking : subject.name,
      );
  }
}

/** An action this version has no sentence for: its label, or its kind; never its key. */
function unknownAction(action: string, entity: string, about: string | null): string {
  const label = getAuditActionLabel(action);
  const kind = isAuditEntity(entity) ? getAuditEntityLabel(entity) : null;
  const what =
    label !== action
      ? `registrou: ${label.toLocaleLowerCase('pt-BR')}`
      : `fez uma alteração${kind ? ` em ${kind}` : ''}`;
  return `${what}${about ? ` (${about})` : ''}`;
}

function isAuditEntity(value: string): value is AuditEntity {
  return (auditEntities as readonly string[]).includes(value);
}

/** How the desk took a payment: 'em dinheiro', 'no PIX', 'no cartão'. */
function receivedWithWords(receivedWith: unknown): string {
  if (receivedWith === 'pix') return 'no PIX';
  if (receivedWith === 'card') return 'no cartão';
  return 'em dinheiro';
}

function staffNoun(entity: string): string {
  return entity === 'admin' ? 'o administrador' : 'o barbeiro';
}

function roleOf(view: Readonly<Record<string, unknown>>): string {
  const role = view.role;
  if (role === 'BARBER' || role === 'ADMIN' || role === 'RECEPTION') {
    return ` como ${getRoleLabel(role).toLocaleLowerCase('pt-BR')}`;
  }
  return '';
}

/** ' de 29/11 às 09:00 a 29/11 às 12:00' for a period stored as ISO instants. */
function period(view: Readonly<Record<string, unknown>>, timeZone: string): string {
  const starts = typeof view.startsAt === 'string' ? new Date(view.startsAt) : null;
  const ends = typeof view.endsAt === 'string' ? new Date(view.endsAt) : null;
  if (!starts || !ends || Number.isNaN(starts.getTime()) || Number.isNaN(ends.getTime())) return '';
  return ` de ${formatAuditWhen(starts, timeZone)} a ${formatAuditWhen(ends, timeZone)}`;
}
