import type { MercadoPagoStatus } from './gateway-status.js';

/**
 * Mercado Pago's test cardholder names, each forcing one outcome of a card payment. The
 * sandbox gateway honours the same names (architecture §6), so a test or a demo picks the
 * outcome by typing the name.
 */
export const sandboxCardholderCodes = [
  'APRO',
  'CONT',
  'OTHE',
  'CALL',
  'FUND',
  'SECU',
  'EXPI',
  'FORM',
  'CARD',
  'INST',
  'DUPL',
  'LOCK',
  'CTNA',
  'ATTE',
  'BLAC',
] as const;

/** One of `sandboxCardholderCodes`. */
export type SandboxCardholderCode = (typeof sandboxCardholderCodes)[number];

/** The gateway's answer to a card payment, in Mercado Pago's terms. */
export interface SandboxCardOutcome {
  status: MercadoPagoStatus;
  statusDetail: string;
}

/** The answer each test cardholder name produces, as Mercado Pago's sandbox documents it. */
export const sandboxCardOutcomes: Readonly<Record<SandboxCardholderCode, SandboxCardOutcome>> = {
  APRO: { status: 'approved', statusDetail: 'accredited' },
  CONT: { status: 'in_process', statusDetail: 'pending_contingency' },
  OTHE: { status: 'rejected', statusDetail: 'cc_rejected_other_reason' },
  CALL: { status: 'rejected', statusDetail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_other' },
  CARD: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_card_number' },
  INST: { status: 'rejected', statusDetail: 'cc_rejected_invalid_installments' },
  DUPL: { status: 'rejected', statusDetail: 'cc_rejected_duplicated_payment' },
  LOCK: { status: 'rejected', statusDetail: 'cc_rejected_card_disabled' },
  CTNA: { status: 'rejected', statusDetail: 'cc_rejected_card_type_not_allowed' },
  ATTE: { status: 'rejected', statusDetail: 'cc_rejected_max_attempts' },
  BLAC: { status: 'rejected', statusDetail: 'cc_rejected_blacklist' },
};

/** Whether a cardholder name is one of the test codes (case and blanks aside). */
export function isSandboxCardholderCode(name: string): boolean {
  return Object.hasOwn(sandboxCardOutcomes, name.trim().toUpperCase());
}

/**
 * The sandbox's answer to a card payment by cardholder name: 'FUND' (any case, blanks aside)
 * is refused for insufficient funds, 'CONT' stays in review, and so on. Any other name is
 * approved, so a demo with a real-looking name goes through.
 */
export function getSandboxCardOutcome(cardholderName: string): SandboxCardOutcome {
  const code = cardholderName.trim().toUpperCase();
  return isSandboxCardholderCode(code)
    ? sandboxCardOutcomes[code as SandboxCardholderCode]
    : sandboxCardOutcomes.APRO;
}
