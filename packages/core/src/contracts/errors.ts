/**
 * Stable error codes shared by the API and the web app. The web branches on these, never on
 * message text; the pt-BR `message` beside them is what a user reads.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_IN_USE',
  'RATE_LIMITED',
  'SLOT_UNAVAILABLE',
  'PRICE_CHANGED',
  'INVALID_TRANSITION',
  'INSUFFICIENT_BALANCE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'BOOKING_IN_PAST',
  'OUTSIDE_WORKING_HOURS',
  'NOT_A_SLOT',
  'TOO_SOON',
  'INVALID_PROMO_CODE',
  'SERVICE_NOT_OFFERED',
  'BARBERSHOP_UNKNOWN',
  'WORKING_HOURS_OVERLAP',
  'PAYMENT_AMOUNT_MISMATCH',
  'PAYMENT_NOT_REFUNDABLE',
  'GATEWAY_UNAVAILABLE',
  'UNSUPPORTED_PAYMENT_METHOD',
  'SHOP_TAKES_NO_ONLINE_PAYMENT',
  'MERCADOPAGO_NOT_AVAILABLE',
  'ALREADY_PAID',
  'PAYMENT_IN_PROGRESS',
  'APPOINTMENT_NOT_PAYABLE',
  'INVALID_PAYMENT_STATE',
  'INVALID_CARD_TOKEN',
  'IDEMPOTENCY_KEY_REUSED',
  'INVALID_WEBHOOK_SIGNATURE',
  'ALREADY_REVIEWED',
  'APPOINTMENT_NOT_REVIEWABLE',
  'ALREADY_EXISTS',
  'SOCIAL_SIGN_IN_FAILED',
  // Deleting an account would strand money in its wallet.
  'ACCOUNT_HAS_BALANCE',
  // A one-time link (password reset, e-mail confirmation) that is unknown, used or expired.
  'LINK_INVALID',
  // Staff invitations (issue 14 §3): a link unknown or revoked, past its week, or already used.
  'INVITATION_INVALID',
  'INVITATION_EXPIRED',
  'INVITATION_ACCEPTED',
  // Someone who still has bookings to attend stops taking bookings.
  'HAS_UPCOMING_APPOINTMENTS',
  // First-run setup (issue 14 §2): the shop is being set up; a setup link that is not (or no
  // longer) valid; setup already done; a step still missing at the end.
  'SETUP_REQUIRED',
  'SETUP_TOKEN_INVALID',
  'SETUP_DONE',
  'SETUP_INCOMPLETE',
  // Abuse limits (issue 16 §3): one client in two chairs at once; too many unpaid bookings.
  'CLIENT_DOUBLE_BOOKED',
  'TOO_MANY_UNPAID_BOOKINGS',
  // Sign-up with the e-mail of a client the front desk registered (issue 17 §1, decision 018).
  'WALK_IN_ACCOUNT',
  // The desk writes a walk-in's contact, not that of a client with an account (issue 17 §3).
  'CLIENT_OWNS_ACCOUNT',
  // WhatsApp (issue 19 §1): the client did not opt in, or has no number to message.
  'NO_MESSAGING_CONSENT',
  // The platform's operator (issue 20 §1).
  'SHOP_SUSPENDED',
  'SHOP_ALREADY_SUSPENDED',
  'SHOP_NOT_SUSPENDED',
  // A booking paid at the shop owes its deposit online first (decision 029).
  'DEPOSIT_REQUIRED',
  // A refund broken off between a booking's parts is retried before the booking is completed.
  'REFUND_UNFINISHED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** pt-BR messages the server uses where the spec fixes the words. */
export const errorMessages = {
  invalidCredentials: 'Email ou senha incorretos',
  googleSignInFailed: 'Erro ao fazer login com Google. Tente novamente.',
  emailInUse: 'Este email já está em uso',
  unauthenticated: 'Sessão expirada. Faça login novamente.',
  invalidRefreshToken: 'Sessão expirada. Faça login novamente.',
  forbidden: 'Acesso negado',
  notFound: 'Recurso não encontrado',
  rateLimited: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  tooManyStreams:
    'Há conexões demais recebendo notificações ao vivo. Feche outras abas do Navalha e tente de novo.',
  internal: 'Erro interno do servidor',
  invalidData: 'Dados inválidos',
  serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  slotUnavailable: 'Horário indisponível. Escolha outro horário.',
  clientDoubleBooked: 'Você já tem um agendamento neste horário. Escolha outro horário.',
  priceChanged: 'O valor do agendamento mudou. Confira o novo total e confirme novamente.',
  invalidTransition: 'Não é possível alterar este agendamento.',
  bookingIncomplete: 'Dados incompletos para o agendamento',
  bookingInPast: 'A data e hora selecionadas devem estar no futuro',
  outsideWorkingHours: 'O horário escolhido está fora do expediente do barbeiro.',
  notASlot: 'Horário inválido para agendamento. Escolha um dos horários disponíveis.',
  tooSoon: 'Este horário está muito próximo. Escolha um horário mais tarde.',
  invalidPromoCode: 'Código promocional inválido ou expirado',
  promoCodeClientLimit: 'Você já usou este código promocional o máximo de vezes permitido.',
  serviceNotOffered: 'O barbeiro escolhido não realiza todos os serviços selecionados.',
  barbershopUnknown: 'Não foi possível identificar a barbearia. Por favor, tente novamente.',
  unsupportedPaymentMethod: 'Método de pagamento não suportado',
  workingHoursOverlap: 'Este período se sobrepõe a outro horário do mesmo dia.',
  serviceNotFound: 'Serviço não encontrado',
  barberNotFound: 'Barbeiro não encontrado',
  appointmentNotFound: 'Agendamento não encontrado',
  paymentNotFound: 'Pagamento não encontrado',
  paymentAmountMismatch: 'O valor do pagamento não confere com o total do agendamento.',
  paymentNotRefundable: 'Só é possível estornar um pagamento concluído.',
  gatewayUnavailable: 'Erro ao criar pagamento. Tente novamente.',
  refundFailed: 'Erro ao processar estorno. Tente novamente.',
  gatewaySyncFailed: 'Erro ao verificar status',
  /** A shop without its own Mercado Pago account takes cash at the shop only (decision 043). */
  shopTakesNoOnlinePayment:
    'Esta barbearia ainda não recebe pagamentos online. Escolha pagar na barbearia, em dinheiro.',
  alreadyPaid: 'Este agendamento já foi pago.',
  paymentInProgress:
    'Já existe um pagamento em análise para este agendamento. Aguarde a confirmação.',
  appointmentNotPayable: 'Este agendamento não pode mais ser pago.',
  paymentNotPending: 'Só é possível cancelar um pagamento pendente.',
  paymentNotConfirmable: 'Só um pagamento em dinheiro pendente pode ser confirmado na barbearia.',
  sandboxPaymentDecided: 'Este pagamento de teste já foi decidido.',
  invalidCardToken: 'Token do cartão inválido ou expirado. Digite os dados do cartão novamente.',
  /** Mercado Pago charges a saved card only with its CVV (decision 034). */
  savedCardCvv: 'Digite o CVV do cartão salvo.',
  cardDataNotAccepted:
    'Os dados do cartão não são enviados ao servidor: envie o token gerado pelo formulário.',
  debitInstallments: 'Cartão de débito não permite parcelamento.',
  unsupportedCurrency: 'Moeda não suportada',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada em outro pagamento.',
  invalidIdempotencyKey: 'Chave de idempotência inválida',
  invalidWebhookSignature: 'Assinatura inválida',
  notificationNotFound: 'Notificação não encontrada',
} as const;

/** The refusal of a booking past the shop's limit of unpaid upcoming bookings per client. */
export function tooManyUnpaidBookingsMessage(limit: number): string {
  const bookings = limit === 1 ? '1 agendamento' : `${limit} agendamentos`;
  return (
    `Você já tem ${bookings} aguardando pagamento nesta barbearia. ` +
    'Pague ou cancele um deles para agendar outro.'
  );
}
