import { encodeBrCode } from '@navalha/core/domain/payments/pix-br-code';
import { SANDBOX_PIX_KEY } from '@navalha/core/domain/payments/pix-receiver';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { GatewayError } from './payment-gateway.js';
import type { PixReceiver } from './payment-gateway.js';

/** QR codes as spec §9 draws them: 200 px, margin 2. */
const QR_OPTIONS = { type: 'png', width: 200, margin: 2 } as const;

/** A PIX end-to-end id: 'E', the payer bank's ISPB, the minute (UTC) and 11 characters. */
export function newEndToEndId(now: Date): string {
  const minute = now.toISOString().replace(/\D/g, '').slice(0, 12);
  return `E18236120${minute}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

/** The BR Code's txid: our payment id's first 25 letters and digits. */
function txidOf(reference: string): string {
  return reference.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
}

/** A sandbox PIX charge's copy-and-paste BR Code and its QR PNG (base64), paying the receiver. */
export async function sandboxPixCode(
  receiver: PixReceiver,
  amountCents: number,
  reference: string,
): Promise<{ qrCode: string; qrCodeBase64: string }> {
  const encoded = encodeBrCode({
    key: receiver.key ?? SANDBOX_PIX_KEY,
    merchantName: receiver.merchantName,
    merchantCity: receiver.merchantCity,
    amountCents,
    txid: txidOf(reference),
  });
  if (!encoded.ok) {
    throw new GatewayError(`cannot build the BR Code: ${encoded.error.field}`, 400);
  }
  const png = await QRCode.toBuffer(encoded.payload, QR_OPTIONS);
  return { qrCode: encoded.payload, qrCodeBase64: png.toString('base64') };
}
