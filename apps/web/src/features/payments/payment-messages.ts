import { errorMessages } from '@navalha/core/contracts/errors';

/** The texts of the payment pages (spec §4, §8 "Payment pages"). */
export const paymentMessages = {
  missingData: 'Dados de pagamento não encontrados',
  pixConfirmed: 'Pagamento confirmado! Redirecionando...',
  pixNotApproved: 'Pagamento não foi aprovado. Tente novamente.',
  pixTimeout:
    'Paramos de verificar automaticamente. Você pode conferir o status do pagamento em Minha Agenda.',
  stillPending: 'Pagamento ainda pendente. Continue tentando...',
  checkFailed: errorMessages.gatewaySyncFailed,
  pendingConfirmed: 'Pagamento confirmado!',
  pendingFailed: 'Pagamento falhou',
  manualNotApproved: 'Pagamento não aprovado',
  successToast: 'Pagamento confirmado! Seu agendamento foi atualizado.',
  processFailed: 'Erro ao processar pagamento',
  retryFailed: 'Erro ao tentar novamente. Tente mais tarde.',
  paymentUrlMissing: 'URL de pagamento não disponível',
  amountChanged: 'O valor deste pagamento mudou. Confira o novo total e toque em Pagar.',
  missingAppointmentId: 'ID do agendamento não encontrado',
  loadFailed: 'Erro ao buscar agendamento',
} as const;
