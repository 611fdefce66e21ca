import { z } from 'zod/mini';
import { isoDateTimeSchema } from './calendar.js';

/**
 * A shop's own Mercado Pago account (issue 20 §3, decision 043), as the owner's settings card
 * reads it. Never a token: those stay encrypted in the API.
 */
export const mercadopagoAccountSchema = z.object({
  /** Whether this install lets shops connect their accounts (Mercado Pago with OAuth set). */
  available: z.boolean(),
  connected: z.boolean(),
  /** 'Conectado como …': the account's nickname, else its e-mail, else its id. */
  accountName: z.nullable(z.string()),
  connectedAt: z.nullable(isoDateTimeSchema),
  /**
   * The install's own account (environment credentials) receives this shop's payments: the
   * first shop of a one-shop install, before it connects an account of its own; and every shop
   * of an install without Mercado Pago (the sandbox's test bank).
   */
  usesInstallAccount: z.boolean(),
});
export type MercadopagoAccount = z.infer<typeof mercadopagoAccountSchema>;

/** Where to send the owner to authorize Navalha at Mercado Pago. */
export const mercadopagoAuthorizationSchema = z.object({ authorizationUrl: z.string() });
export type MercadopagoAuthorization = z.infer<typeof mercadopagoAuthorizationSchema>;

/** What the settings page reads from `?mercadopago=` after Mercado Pago sends the owner back. */
export const mercadopagoReturnStates = ['conectado', 'erro', 'expirado'] as const;
export type MercadopagoReturnState = (typeof mercadopagoReturnStates)[number];

export const mercadopagoMessages = {
  notAvailable:
    'Esta instalação não está configurada para conectar contas do Mercado Pago. Fale com a plataforma.',
  connected: 'Conta do Mercado Pago conectada. Os pagamentos online desta barbearia vão para ela.',
  failed: 'Não foi possível conectar a conta do Mercado Pago. Tente novamente.',
  expired: 'O pedido de conexão expirou ou já foi usado. Clique em Conectar de novo.',
} as const;
