import { exhaustiveSwitchError } from '../exhaustive.js';
import { formatDateTime } from '../format/date-time.js';
import { formatBRL } from '../money.js';
import { describeRefundDestination } from '../payments/cancellation-refund.js';
import type { PaymentMethod } from '../payments/payment-method.js';
import type { NotificationType } from './notification-types.js';

/**
 * What happened to a booking, in the verbs of core's appointment events: `book` (the client
 * asked for it), `confirm`, `reject`, `complete` (the barber), `cancel` (the client), `pay` (its
 * payment arrived), `remind` (it starts within 24 h), `expire_cash` (a cash booking the shop
 * did not confirm in time was released) and `reverse` (the gateway reported a refund or
 * chargeback of its payment: the booking was cancelled and its slot freed), `desk_book` (the
 * front desk booked it, confirmed, for the client), `move` (the desk moved it to another time
 * or barber; issue 17 §1), `reschedule` (the client moved it: decision 025), `desk_cancel` (the shop cancelled it, with its reason and any refund)
 * and `no_show` (the desk marked that the client did not come: issue 17 §2).
 */
export const appointmentNoticeEvents = [
  'book',
  'confirm',
  'reject',
  'complete',
  'cancel',
  'pay',
  'remind',
  'expire_cash',
  'reverse',
  'desk_book',
  'move',
  'reschedule',
  'desk_cancel',
  'no_show',
] as const;

export type AppointmentNoticeEvent = (typeof appointmentNoticeEvents)[number];

/** What a notice may say about the booking, read when the event happens. */
export interface AppointmentNoticeFacts {
  appointmentId: string;
  clientName: string;
  barberName: string;
  serviceNames: readonly string[];
  startsAt: Date;
  /** The shop's IANA zone: every time is written on the shop's clock. */
  timeZone: string;
  /** What is due (or was paid), in centavos. */
  totalCents: number;
  /** The barber's reason, for `reject`; the gateway's, for `reverse`; the desk's, `desk_cancel`. */
  cancellationReason: string | null;
  /** What went back to the client, for `desk_cancel` and `cancel` (null or 0: nothing). */
  refundedCents?: number | null;
  /** The fee the shop kept, for `cancel` (issue 18 §2; null or 0: none). */
  cancellationFeeCents?: number | null;
  /** How the refund goes back, for `cancel`: says where and when. */
  refundMethod?: PaymentMethod | null;
}

/** One notification to write: for the booking's client or its barber. */
export interface AppointmentNotice {
  recipient: 'client' | 'barber';
  type: NotificationType;
  title: string;
  body: string;
  /** The app path the notification opens. */
  link: string;
}

/** A barber opens their agenda; the client their booking, or its review once it is done. */
const barberLink = '/barber';
const clientLink = (facts: AppointmentNoticeFacts) => `/appointment/${facts.appointmentId}`;

/**
 * The client's own cancellation, when money is involved (issue 18 §2): the fee kept (even on
 * cash, where it is owed at the shop) and what goes back, where and when. Nothing otherwise.
 */
function clientCancelNotice(facts: AppointmentNoticeFacts, when: string): AppointmentNotice[] {
  const fee = facts.cancellationFeeCents ?? 0;
  const refunded = facts.refundedCents ?? 0;
  if (fee <= 0 && refunded <= 0) return [];
  const destination = facts.refundMethod ? describeRefundDestination(facts.refundMethod) : null;
  return [
    {
      recipient: 'client',
      type: 'APPOINTMENT_CANCELLED',
      title: 'Cancelamento confirmado',
      body:
        `Você cancelou seu horário de ${when}.` +
        (fee > 0 ? ` Taxa de cancelamento: ${formatBRL(fee)}.` : ' Sem taxa de cancelamento.') +
        (refunded > 0
          ? ` Reembolso: ${formatBRL(refunded)}${destination ? ` ${destination}` : ''}.`
          : ''),
      link: clientLink(facts),
    },
  ];
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

function servicesText(names: readonly string[]): string {
  return names.length > 0 ? names.join(' + ') : 'atendimento';
}

/**
 * The pt-BR notifications of one event, with times on the shop's clock ('dd/mm/yyyy às HH:mm'):
 * `book` on 2026-05-04T12:00Z in São Paulo tells the barber 'Marina agendou Corte para
 * 04/05/2026 às 09:00.' and the client that the request was sent.
 */
export function buildAppointmentNotices(
  event: AppointmentNoticeEvent,
  facts: AppointmentNoticeFacts,
): AppointmentNotice[] {
  const when = formatDateTime(facts.startsAt, facts.timeZone);
  const barber = firstName(facts.barberName);
  const client = firstName(facts.clientName);
  const services = servicesText(facts.serviceNames);
  switch (event) {
    case 'book':
      return [
        {
          recipient: 'barber',
          type: 'APPOINTMENT_REQUESTED',
          title: 'Novo agendamento',
          body: `${client} agendou ${services} para ${when}.`,
          link: barberLink,
        },
        {
          recipient: 'client',
          type: 'APPOINTMENT_REQUESTED',
          title: 'Agendamento solicitado',
          body: `Seu pedido de ${services} com ${barber} para ${when} foi enviado.`,
          link: clientLink(facts),
        },
      ];
    case 'confirm':
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_CONFIRMED',
          title: 'Agendamento confirmado',
          body: `${barber} confirmou seu horário de ${when}.`,
          link: clientLink(facts),
        },
      ];
    case 'reject': {
      const reason = facts.cancellationReason?.trim();
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_REJECTED',
          title: 'Agendamento recusado',
          body: `${barber} recusou seu horário de ${when}.${reason ? ` Motivo: ${reason}` : ''}`,
          link: clientLink(facts),
        },
      ];
    }
    case 'complete':
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_COMPLETED',
          title: 'Atendimento concluído',
          body: `Como foi seu atendimento com ${barber}? Avalie o serviço.`,
          link: `/review/${facts.appointmentId}`,
        },
      ];
    case 'cancel':
      return [
        ...clientCancelNotice(facts, when),
        {
          recipient: 'barber',
          type: 'APPOINTMENT_CANCELLED',
          title: 'Agendamento cancelado',
          body: `${client} cancelou o horário de ${when}.`,
          link: barberLink,
        },
      ];
    case 'pay':
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_PAID',
          title: 'Pagamento confirmado',
          body: `Recebemos ${formatBRL(facts.totalCents)} do seu agendamento de ${when}.`,
          link: clientLink(facts),
        },
      ];
    case 'remind':
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_REMINDER',
          title: 'Seu horário está chegando',
          body: `Lembrete: ${services} com ${barber} em ${when}.`,
          link: clientLink(facts),
        },
      ];
    case 'expire_cash':
      // Stored as a cancellation: the notification types are a database enum (issue 16 §3).
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_CANCELLED',
          title: 'Agendamento expirado',
          body:
            `Seu horário de ${when} com ${barber} expirou: a barbearia não confirmou o ` +
            'agendamento em dinheiro a tempo. Agende de novo, se quiser.',
          link: clientLink(facts),
        },
        {
          recipient: 'barber',
          type: 'APPOINTMENT_CANCELLED',
          title: 'Horário liberado',
          body: `O agendamento de ${client} em ${when}, em dinheiro e não confirmado, expirou.`,
          link: barberLink,
        },
      ];
    case 'reverse': {
      const reason = facts.cancellationReason?.trim();
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_CANCELLED',
          title: 'Pagamento estornado',
          body: `O pagamento do seu horário de ${when} foi estornado e o agendamento foi cancelado.${reason ? ` Motivo: ${reason}` : ''}`,
          link: clientLink(facts),
        },
        {
          recipient: 'barber',
          type: 'APPOINTMENT_CANCELLED',
          title: 'Agendamento cancelado',
          body: `O pagamento de ${client} para ${when} foi estornado; o horário está livre.`,
          link: barberLink,
        },
      ];
    }
    case 'desk_book':
      return [
        {
          recipient: 'barber',
          type: 'APPOINTMENT_REQUESTED',
          title: 'Novo agendamento',
          body: `A recepção agendou ${client} para ${services} em ${when}.`,
          link: barberLink,
        },
        {
          recipient: 'client',
          type: 'APPOINTMENT_CONFIRMED',
          title: 'Agendamento confirmado',
          body: `A barbearia agendou ${services} com ${barber} para ${when}.`,
          link: clientLink(facts),
        },
      ];
    case 'move':
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_CONFIRMED',
          title: 'Agendamento alterado',
          body: `A barbearia mudou seu horário: ${services} com ${barber} em ${when}.`,
          link: clientLink(facts),
        },
        {
          recipient: 'barber',
          type: 'APPOINTMENT_REQUESTED',
          title: 'Agenda alterada',
          body: `O horário de ${client} (${services}) agora é ${when} com você.`,
          link: barberLink,
        },
      ];
    case 'reschedule':
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_CONFIRMED',
          title: 'Agendamento remarcado',
          body: `Você remarcou ${services} com ${barber} para ${when}.`,
          link: clientLink(facts),
        },
        {
          recipient: 'barber',
          type: 'APPOINTMENT_REQUESTED',
          title: 'Agenda alterada',
          body: `${client} remarcou ${services} para ${when} com você.`,
          link: barberLink,
        },
      ];
    case 'desk_cancel': {
      const reason = facts.cancellationReason?.trim();
      const refunded = facts.refundedCents ?? 0;
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_CANCELLED',
          title: 'Agendamento cancelado pela barbearia',
          body:
            `A barbearia cancelou seu horário de ${when} com ${barber}.` +
            (reason ? ` Motivo: ${reason}.` : '') +
            (refunded > 0 ? ` Reembolso: ${formatBRL(refunded)}.` : ''),
          link: clientLink(facts),
        },
        {
          recipient: 'barber',
          type: 'APPOINTMENT_CANCELLED',
          title: 'Agendamento cancelado',
          body: `A recepção cancelou o horário de ${client} em ${when}.`,
          link: barberLink,
        },
      ];
    }
    case 'no_show':
      return [
        {
          recipient: 'client',
          type: 'APPOINTMENT_CANCELLED',
          title: 'Falta registrada',
          body: `A barbearia registrou que você não compareceu ao horário de ${when} com ${barber}.`,
          link: clientLink(facts),
        },
      ];
    default:
      return exhaustiveSwitchError(event);
  }
}

/** How long before the start the reminder is written (issue 7: 24 h). */
export const REMINDER_LEAD_HOURS = 24;

/**
 * The barber a booking was moved away from (issue 17 §1): `facts` are the booking's after the
 * move, so they name the new barber and time.
 */
export function buildMovedAwayNotice(facts: AppointmentNoticeFacts): AppointmentNotice {
  const when = formatDateTime(facts.startsAt, facts.timeZone);
  return {
    recipient: 'barber',
    type: 'APPOINTMENT_CANCELLED',
    title: 'Agenda alterada',
    body: `O horário de ${firstName(facts.clientName)} passou para ${firstName(facts.barberName)}, em ${when}.`,
    link: barberLink,
  };
}
