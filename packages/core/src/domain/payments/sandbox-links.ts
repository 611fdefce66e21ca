/**
 * The sandbox gateway's hosted pages (architecture §6) open from one signed link per payment:
 * `/api/payments/sandbox/checkout/{id}?s={signature}`, and the "bank app" page and its
 * approve/decline actions carry the same signature. Only the server can sign (an HMAC with its
 * secret); these helpers only move a link the server made from one page to the other.
 */
export const SANDBOX_SIGNATURE_PARAM = 's';

const CHECKOUT_PATH = /\/api\/payments\/sandbox\/checkout\/(\d{1,20})$/;
const SIGNATURE_IN_QUERY = new RegExp(`&${SANDBOX_SIGNATURE_PARAM}=([\\w-]+)(?:&|$)`);

/**
 * The bank page of a sandbox checkout link (the payment's `paymentUrl`), signature kept; null
 * when the link is not a sandbox checkout link.
 */
export function sandboxBankUrlOf(checkoutUrl: string | null | undefined): string | null {
  if (!checkoutUrl) return null;
  const [path = '', query = ''] = checkoutUrl.split('?', 2);
  const match = CHECKOUT_PATH.exec(path);
  // The signature is base64url: it needs no decoding.
  const signature = SIGNATURE_IN_QUERY.exec(`&${query}`)?.[1];
  if (!match || !signature) return null;
  const bankPath = path.replace(CHECKOUT_PATH, `/api/payments/sandbox/bank/${match[1] ?? ''}`);
  return `${bankPath}?${SANDBOX_SIGNATURE_PARAM}=${signature}`;
}
