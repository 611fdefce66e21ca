import {
  BR_CODE_MERCHANT_CITY_MAX,
  BR_CODE_MERCHANT_NAME_MAX,
  normalizeBrCodeText,
} from './pix-br-code.js';

/**
 * The PIX key the sandbox writes when a shop has none configured: a random-key (EVP) shape
 * that belongs to nobody, so a sandbox QR code can be scanned but never pays anyone.
 */
export const SANDBOX_PIX_KEY = '6e617661-6c68-4100-8000-00000000f1c5';

/** The city used when neither the settings nor the address name one. */
export const DEFAULT_PIX_CITY = 'SAO PAULO';

/** The receiver of a BR Code: key (null when the shop has none), name and city as written. */
export interface PixReceiverFields {
  key: string | null;
  merchantName: string;
  merchantCity: string;
}

/** What a shop says about itself: its PIX settings, name and address. */
export interface PixReceiverSource {
  pixKey: string | null;
  pixMerchantName: string | null;
  pixMerchantCity: string | null;
  shopName: string;
  address: string;
}

/**
 * Text as a BR Code can carry it: accents removed, anything outside printable ASCII dropped,
 * cut to `max` characters ('Barbearia do Zé 💈' → 'Barbearia do Ze'); `fallback` when nothing
 * is left.
 */
export function fitBrCodeText(text: string, max: number, fallback: string): string {
  const ascii = normalizeBrCodeText(text.replace(/[^\p{L}\p{M}\p{N}\p{P}\p{Zs}]/gu, ''))
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, max)
    .trim();
  return ascii === '' ? fallback : ascii;
}

/**
 * The city of a Brazilian address written '…, Cidade - UF'
 * ('Av. Paulista, 1000 - Bela Vista, São Paulo - SP' → 'São Paulo'); null otherwise.
 */
export function getAddressCity(address: string): string | null {
  const match = /,\s*([^,]+?)\s+-\s+[A-Za-z]{2}\s*$/.exec(address);
  return match?.[1]?.trim() || null;
}

/**
 * Who a shop's PIX codes pay: the key, merchant name and city of its settings; without a name,
 * the shop's name; without a city, the address's city, else São Paulo. Name and city fit the
 * BR Code's limits (25 and 15 characters, ASCII).
 */
export function getPixReceiver(source: PixReceiverSource): PixReceiverFields {
  return {
    key: source.pixKey,
    merchantName: fitBrCodeText(
      source.pixMerchantName ?? source.shopName,
      BR_CODE_MERCHANT_NAME_MAX,
      'NAVALHA',
    ),
    merchantCity: fitBrCodeText(
      source.pixMerchantCity ?? getAddressCity(source.address) ?? DEFAULT_PIX_CITY,
      BR_CODE_MERCHANT_CITY_MAX,
      DEFAULT_PIX_CITY,
    ),
  };
}
