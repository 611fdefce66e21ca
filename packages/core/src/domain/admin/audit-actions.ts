/**
 * Every change an admin or owner can make, as the audit log names it (`entity.verb`), with
 * what the owner reads for it.
 */
const auditActionLabels = {
  'service.create': 'Serviço criado',
  'service.update': 'Serviço alterado',
  'service.delete': 'Serviço desativado',
  'working_hours.create': 'Horário de trabalho criado',
  'working_hours.update': 'Horário de trabalho alterado',
  'working_hours.delete': 'Horário de trabalho removido',
  'working_hours.replace': 'Semana de trabalho redefinida',
  'time_off.create': 'Folga registrada',
  'time_off.delete': 'Folga removida',
  'barber.create': 'Barbeiro cadastrado',
  'barber.update': 'Barbeiro alterado',
  'barber.reset_password': 'Link de redefinição de senha do barbeiro gerado',
  'admin.create': 'Administrador cadastrado',
  'admin.update': 'Administrador alterado',
  'admin.reset_password': 'Link de redefinição de senha do administrador gerado',
  'admin.takes_bookings': 'Atendimento a clientes ligado ou desligado',
  'invitation.create': 'Convite enviado',
  'invitation.resend': 'Convite reenviado',
  'invitation.revoke': 'Convite revogado',
  'invitation.accept': 'Convite aceito',
  'promo_code.create': 'Código promocional criado',
  'promo_code.update': 'Código promocional alterado',
  'promo_code.delete': 'Código promocional excluído',
  'settings.update': 'Dados da barbearia alterados',
  'settings.financial_update': 'Configurações financeiras alteradas',
  'settings.public_page_update': 'Página pública alterada',
  'settings.whatsapp_update': 'Mensagens do WhatsApp alteradas',
  'settings.mercadopago_connect': 'Conta do Mercado Pago conectada',
  'settings.mercadopago_disconnect': 'Conta do Mercado Pago desconectada',
  'payment.confirm_cash': 'Pagamento em dinheiro confirmado',
  'payment.refund': 'Pagamento reembolsado',
  'payment.cancel': 'Pagamento cancelado',
  'payment.receive': 'Pagamento recebido na barbearia',
  'appointment.confirm': 'Agendamento confirmado',
  'appointment.reject': 'Agendamento recusado',
  'appointment.complete': 'Agendamento concluído',
  'appointment.desk_create': 'Agendamento feito na recepção',
  'appointment.move': 'Agendamento mudado de horário ou barbeiro',
  'appointment.arrive': 'Chegada do cliente registrada',
  'appointment.start': 'Atendimento iniciado',
  'appointment.no_show': 'Falta do cliente registrada',
  'appointment.cancel': 'Agendamento cancelado pela barbearia',
  'client.reset_link': 'Link de redefinição de senha do cliente gerado',
  'client.note': 'Nota sobre o cliente alterada',
  'client.contact': 'Telefone ou e-mail do cliente alterado',
  'cash.close': 'Caixa do dia fechado',
  'calendar_feed.regenerate': 'Novo endereço da agenda da barbearia gerado',
  // The platform's operator (issue 20 §1): the shop's own log says why it stopped.
  'shop.suspend': 'Barbearia suspensa pela plataforma',
  'shop.reactivate': 'Barbearia reativada pela plataforma',
  'shop.platform_fee_update': 'Taxa da plataforma alterada pela plataforma',
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

/** The entity an action changes: its part before the dot ('service.update' → 'service'). */
export type AuditEntity = AuditAction extends `${infer Entity}.${string}` ? Entity : never;

export const auditEntities = [
  ...new Set(auditActions.map((action) => action.split('.')[0] as AuditEntity)),
];

const auditEntityLabels: Readonly<Record<AuditEntity, string>> = {
  service: 'Serviços',
  working_hours: 'Horários de trabalho',
  time_off: 'Folgas',
  barber: 'Barbeiros',
  admin: 'Administradores',
  invitation: 'Convites',
  promo_code: 'Códigos promocionais',
  settings: 'Configurações',
  payment: 'Pagamentos',
  appointment: 'Agendamentos',
  client: 'Clientes',
  cash: 'Caixa',
  calendar_feed: 'Endereço da agenda',
  shop: 'Plataforma',
};

/** The pt-BR label of an action; an action this version does not know reads as itself. */
export function getAuditActionLabel(action: string): string {
  return Object.hasOwn(auditActionLabels, action)
    ? auditActionLabels[action as AuditAction]
    : action;
}

/** The pt-BR name of an entity, for the log's filter. */
export function getAuditEntityLabel(entity: AuditEntity): string {
  return auditEntityLabels[entity];
}

/**
 * The fields whose value differs between `before` and `after` (both may be null: a creation
 * or a removal lists every field of the side there is). Compared as JSON, keys in order.
 */
export function listChangedFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.filter(
    (key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null),
  );
}
