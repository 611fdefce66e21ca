/** What decides the booking confirmation's header. */
export interface ConfirmationFacts {
  status: string;
  paymentStatus: string;
  /** How it is paid; CASH is paid at the shop, after the service. */
  paymentMethod: string | null;
}

/**
 * The header of the booking confirmation (spec §2):
 * - payment still PENDING → 'Aguardando Pagamento!', except for CASH: cash is paid at the
 *   shop after the service, so there is nothing to wait for now and the booking reads by its
 *   status like any other;
 * - status PENDING (the barber has yet to confirm) → 'Agendamento Solicitado!';
 * - CANCELLED and EXPIRED → 'Agendamento Cancelado' / 'Agendamento Expirado' (the spec's
 *   "otherwise confirmed" would tell a client a cancelled booking is confirmed); NO_SHOW →
 *   'Falta registrada' (issue 17 §2);
 * - otherwise (CONFIRMED, COMPLETED) → 'Agendamento Confirmado!'.
 */
export function getConfirmationHeadline({
  status,
  paymentStatus,
  paymentMethod,
}: ConfirmationFacts): string {
  if (status === 'CANCELLED') return 'Agendamento Cancelado';
  if (status === 'EXPIRED') return 'Agendamento Expirado';
  if (status === 'NO_SHOW') return 'Falta registrada';
  if (paymentStatus === 'PENDING' && paymentMethod !== 'CASH') return 'Aguardando Pagamento!';
  if (status === 'PENDING') return 'Agendamento Solicitado!';
  return 'Agendamento Confirmado!';
}

/** When the booking happens, for the sentence under the header. */
export interface ConfirmationTiming extends ConfirmationFacts {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The sentence under the confirmation's header (issue 18 §4): what happens next for a booking
 * ahead, and what happened for one that is over, so a booking completed days ago never reads
 * 'Esperamos você no horário marcado'. `now` is an argument, never read here.
 */
export function getConfirmationSentence(facts: ConfirmationTiming, now: Date): string {
  if (facts.status === 'CANCELLED')
    return 'Este agendamento foi cancelado e o horário foi liberado.';
  if (facts.status === 'EXPIRED') {
    return 'O prazo de pagamento terminou e o horário foi liberado. Agende de novo quando quiser.';
  }
  if (facts.status === 'COMPLETED') return 'Atendimento concluído. Obrigado pela visita!';
  if (facts.endsAt.getTime() <= now.getTime()) return 'O horário deste agendamento já passou.';
  if (facts.startsAt.getTime() <= now.getTime()) return 'Seu atendimento está acontecendo agora.';
  const headline = getConfirmationHeadline(facts);
  if (headline === 'Aguardando Pagamento!') {
    return 'Conclua o pagamento para garantir o seu horário.';
  }
  if (headline === 'Agendamento Solicitado!') {
    return 'O barbeiro vai confirmar o seu horário em breve.';
  }
  return 'Tudo certo! Esperamos você no horário marcado.';
}
