import type { Cents } from '../money.js';
import { computeCrc16, formatCrc16 } from './crc16.js';

/** The PIX arrangement's globally unique identifier (field 26, sub-field 00). */
export const PIX_GUI = 'br.gov.bcb.pix';

/** Longest merchant name a BR Code carries (field 59). */
export const BR_CODE_MERCHANT_NAME_MAX = 25;
/** Longest merchant city a BR Code carries (field 60). */
export const BR_CODE_MERCHANT_CITY_MAX = 15;
/** Longest txid (field 62, sub-field 05): letters and digits only. */
export const BR_CODE_TXID_MAX = 25;
/** Longest PIX key (an e-mail key may have 77 characters). */
export const BR_CODE_KEY_MAX = 77;
/** Longest dynamic-payload URL (field 26, sub-field 25), written without `https://`. */
export const BR_CODE_URL_MAX = 77;
/** The txid that says "none", as a static code without an identifier writes it. */
export const BR_CODE_NO_TXID = '***';

interface BrCodeCommonInput {
  /** Who receives, as banks display it; accents are removed (see `normalizeBrCodeText`). */
  merchantName: string;
  /** The receiver's city; accents are removed. */
  merchantCity: string;
  /** The amount in centavos; when omitted the payer types it. */
  amountCents?: Cents;
  /** Up to 25 letters and digits identifying the charge; '***' when omitted. */
  txid?: string;
  /** Writes point of initiation '12': the code may be paid only once. */
  singleUse?: boolean;
  /** The arrangement identifier in the case to write it, 'br.gov.bcb.pix' by default. */
  gui?: string;
}

/**
 * What a BR Code says: either a static code carrying the receiver's PIX key (and an optional
 * description shown to the payer), or a dynamic one carrying the URL of the payload the bank
 * app fetches.
 */
export type BrCodeInput = BrCodeCommonInput &
  (
    | { key: string; description?: string; url?: never }
    | { url: string; key?: never; description?: never }
  );

/** The input field a BR Code cannot be built from. */
export type BrCodeInputField =
  'gui' | 'key' | 'description' | 'url' | 'merchantName' | 'merchantCity' | 'amountCents' | 'txid';

/** Why a BR Code cannot be built: the offending field and a pt-BR message. */
export interface BrCodeInputError {
  field: BrCodeInputField;
  message: string;
}

/** The payload to show as text and QR code, or why the input cannot make one. */
export type EncodeBrCodeResult =
  { ok: true; payload: string } | { ok: false; error: BrCodeInputError };

/** One TLV (ID, length, value) data object of an EMV payload. */
export interface TlvField {
  /** Two digits, '00'–'99'. */
  id: string;
  value: string;
}

/** What a verified BR Code says. */
export interface ParsedBrCode {
  /** The top-level data objects in payload order, CRC included. */
  fields: readonly TlvField[];
  /** Point of initiation '12'. */
  singleUse: boolean;
  /** As written ('br.gov.bcb.pix' or 'BR.GOV.BCB.PIX'). */
  gui: string;
  /** The PIX key of a static code. */
  key?: string;
  /** The description of a static code. */
  description?: string;
  /** The payload URL of a dynamic code, without `https://`. */
  url?: string;
  merchantCategoryCode: string;
  /** ISO 4217 numeric, '986' for BRL. */
  currency: string;
  amountCents?: Cents;
  countryCode: string;
  merchantName: string;
  merchantCity: string;
  /** As written, '***' when the code names none; absent when field 62 is. */
  txid?: string;
  /** Field 63: four upper-case hex digits. */
  crc: string;
}

/** Why a payload is not a valid PIX BR Code. */
export type BrCodeParseFailure = 'MALFORMED' | 'CRC_MISMATCH' | 'NOT_PIX' | 'MISSING_FIELD';

/** The decoded BR Code, or why the payload is not one. */
export type ParseBrCodeResult =
  { ok: true; brCode: ParsedBrCode } | { ok: false; reason: BrCodeParseFailure; message: string };

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const TXID_PATTERN = /^[A-Za-z0-9]+$/;
const KEY_PATTERNS: readonly RegExp[] = [
  /^\d{11}$/, // CPF
  /^\d{14}$/, // CNPJ
  /^\+[1-9]\d{1,14}$/, // phone, E.164 (+5511987654321)
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // random key (EVP)
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/, // e-mail
];
// EMV limits every value to two length digits.
const TLV_VALUE_MAX = 99;
const AMOUNT_MAX_LENGTH = 13;
const AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Text as a BR Code carries it: accents removed ('São Paulo' → 'Sao Paulo', 'Conceição' →
 * 'Conceicao'), surrounding blanks trimmed and inner runs of blanks collapsed to one space.
 * Characters that have no ASCII base letter ('ß', '💈') are kept, and the encoder refuses them.
 */
export function normalizeBrCodeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

function fail(field: BrCodeInputField, message: string): EncodeBrCodeResult {
  return { ok: false, error: { field, message } };
}

/** 2200 → '22.00': digits and a point, no thousands separator. */
function formatAmount(cents: Cents): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function isPixKey(key: string): boolean {
  return (
    key.length <= BR_CODE_KEY_MAX &&
    PRINTABLE_ASCII.test(key) &&
    KEY_PATTERNS.some((pattern) => pattern.test(key))
  );
}

function checkText(
  field: 'merchantName' | 'merchantCity',
  text: string,
  max: number,
): BrCodeInputError | null {
  const label = field === 'merchantName' ? 'Nome do recebedor' : 'Cidade do recebedor';
  if (text === '') return { field, message: `${label} é obrigatório` };
  if (!PRINTABLE_ASCII.test(text))
    return { field, message: `${label} contém caracteres inválidos` };
  if (text.length > max) return { field, message: `${label} deve ter no máximo ${max} caracteres` };
  return null;
}

/** Field 26: the GUI, then the key (and description) or the URL. */
function encodeMerchantAccount(input: BrCodeInput, gui: string): EncodeBrCodeResult {
  const hasKey = typeof input.key === 'string';
  const hasUrl = typeof input.url === 'string';
  if (hasKey === hasUrl) return fail('key', 'Informe a chave PIX ou a URL do pagamento');
  if (hasKey) {
    const key = input.key ?? '';
    if (!isPixKey(key)) return fail('key', 'Chave PIX inválida');
    const description = normalizeBrCodeText(input.description ?? '');
    if (!PRINTABLE_ASCII.test(description)) {
      return fail('description', 'Descrição contém caracteres inválidos');
    }
    const value = tlv('00', gui) + tlv('01', key) + (description ? tlv('02', description) : '');
    if (value.length > TLV_VALUE_MAX) return fail('description', 'Descrição muito longa');
    return { ok: true, payload: tlv('26', value) };
  }
  const url = (input.url ?? '').trim().replace(/^https:\/\//i, '');
  if (
    url === '' ||
    url.length > BR_CODE_URL_MAX ||
    url.includes('://') ||
    !/^[\x21-\x7e]+$/.test(url)
  ) {
    return fail('url', 'URL do pagamento inválida');
  }
  return { ok: true, payload: tlv('26', tlv('00', gui) + tlv('25', url)) };
}

/**
 * Builds a PIX BR Code (EMV® QRCPS, "Manual de Padrões para Iniciação do Pix"): the text a
 * QR code encodes and "PIX copia e cola" copies.
 *
 * Fields in order: 00 '01'; 01 '12' when single-use; 26 merchant account (00 GUI, then 01 key
 * and optional 02 description, or 25 URL); 52 '0000'; 53 '986' (BRL); 54 amount, omitted when
 * absent; 58 'BR'; 59 name; 60 city; 62 with 05 txid; 63 CRC16-CCITT-FALSE over everything
 * before it, '6304' included. Each length is the value's character count in two digits.
 *
 * Worked example: key '123e4567-e12b-12d1-a456-426655440000', 'Fulano de Tal', 'BRASILIA', no
 * amount, no txid → '00020126580014br.gov.bcb.pix0136123e4567-…5802BR5913Fulano de Tal6008
 * BRASILIA62070503***63041D3D'.
 *
 * Merchant name, city and description lose their accents (banks expect ASCII). Input that no
 * bank would read (too long, characters outside ASCII, a key of no PIX key type, a txid with
 * anything but letters and digits, an amount that is not a positive whole number of centavos)
 * comes back as an error naming the field.
 */
export function encodeBrCode(input: BrCodeInput): EncodeBrCodeResult {
  const gui = input.gui ?? PIX_GUI;
  if (gui.toLowerCase() !== PIX_GUI) {
    return fail('gui', 'Identificador do arranjo deve ser br.gov.bcb.pix');
  }
  const account = encodeMerchantAccount(input, gui);
  if (!account.ok) return account;

  const merchantName = normalizeBrCodeText(input.merchantName);
  const merchantCity = normalizeBrCodeText(input.merchantCity);
  const textError =
    checkText('merchantName', merchantName, BR_CODE_MERCHANT_NAME_MAX) ??
    checkText('merchantCity', merchantCity, BR_CODE_MERCHANT_CITY_MAX);
  if (textError) return { ok: false, error: textError };

  let amount = '';
  if (input.amountCents !== undefined) {
    const cents = input.amountCents;
    if (!Number.isSafeInteger(cents) || cents <= 0) return fail('amountCents', 'Valor inválido');
    amount = formatAmount(cents);
    if (amount.length > AMOUNT_MAX_LENGTH) return fail('amountCents', 'Valor inválido');
  }

  const txid = input.txid === undefined || input.txid === '' ? BR_CODE_NO_TXID : input.txid;
  if (txid !== BR_CODE_NO_TXID && (txid.length > BR_CODE_TXID_MAX || !TXID_PATTERN.test(txid))) {
    return fail('txid', 'Identificador da transação deve ter até 25 letras ou números');
  }

  const body =
    tlv('00', '01') +
    (input.singleUse ? tlv('01', '12') : '') +
    account.payload +
    tlv('52', '0000') +
    tlv('53', '986') +
    (amount ? tlv('54', amount) : '') +
    tlv('58', 'BR') +
    tlv('59', merchantName) +
    tlv('60', merchantCity) +
    tlv('62', tlv('05', txid)) +
    '6304';
  return { ok: true, payload: body + formatCrc16(computeCrc16(body)) };
}

/** Splits EMV TLV text into data objects; null when a length is not two digits or overruns. */
function parseTlv(text: string): TlvField[] | null {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) return null;
    const end = at + 4 + Number(length);
    if (end > text.length) return null;
    fields.push({ id, value: text.slice(at + 4, end) });
    at = end;
  }
  return fields;
}

function parseAmount(value: string): Cents | null {
  const match = AMOUNT_PATTERN.exec(value);
  if (!match || value.length > AMOUNT_MAX_LENGTH) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function parseFailure(reason: BrCodeParseFailure, message: string): ParseBrCodeResult {
  return { ok: false, reason, message };
}

/**
 * Decodes a PIX BR Code and verifies it: the payload must end in field 63 whose four
 * upper-case hex digits equal the CRC16-CCITT-FALSE of everything before them (so any single
 * changed character is caught), be well-formed TLV, start with 00 '01', carry a merchant
 * account whose GUI is br.gov.bcb.pix (any case) with a key or a URL, and have fields 52, 53,
 * 58, 59 and 60. Field 62 is optional here, as some issuers omit it.
 */
export function parseBrCode(payload: string): ParseBrCodeResult {
  if (!/6304[0-9A-F]{4}$/.test(payload)) {
    return parseFailure('MALFORMED', 'O código não termina com o CRC (campo 63)');
  }
  const crc = payload.slice(-4);
  if (formatCrc16(computeCrc16(payload.slice(0, -4))) !== crc) {
    return parseFailure('CRC_MISMATCH', 'CRC do código PIX não confere');
  }
  const fields = parseTlv(payload);
  const ids = fields?.map((field) => field.id) ?? [];
  if (
    !fields ||
    new Set(ids).size !== ids.length ||
    fields[0]?.id !== '00' ||
    fields[0].value !== '01' ||
    ids.indexOf('63') !== ids.length - 1
  ) {
    return parseFailure('MALFORMED', 'Estrutura do código PIX inválida');
  }
  const byId = new Map(fields.map((field) => [field.id, field.value]));

  let account: Map<string, string> | null = null;
  for (const field of fields) {
    const id = Number(field.id);
    if (id < 26 || id > 51) continue;
    const nested = parseTlv(field.value);
    if (!nested) return parseFailure('MALFORMED', `Campo ${field.id} malformado`);
    const candidate = new Map(nested.map((entry) => [entry.id, entry.value]));
    if (candidate.get('00')?.toLowerCase() === PIX_GUI) {
      account = candidate;
      break;
    }
  }
  if (!account) return parseFailure('NOT_PIX', 'O código não é um código PIX');
  const gui = account.get('00') ?? PIX_GUI;
  const key = account.get('01');
  const url = account.get('25');
  if (key === undefined && url === undefined) {
    return parseFailure('MISSING_FIELD', 'O código PIX não tem chave nem URL');
  }

  const required = ['52', '53', '58', '59', '60'] as const;
  const missing = required.find((id) => !byId.has(id));
  if (missing) return parseFailure('MISSING_FIELD', `Campo ${missing} ausente`);

  let amountCents: Cents | undefined;
  const amount = byId.get('54');
  if (amount !== undefined) {
    const cents = parseAmount(amount);
    if (cents === null) return parseFailure('MALFORMED', 'Valor do código PIX inválido');
    amountCents = cents;
  }

  let txid: string | undefined;
  const additional = byId.get('62');
  if (additional !== undefined) {
    const nested = parseTlv(additional);
    if (!nested) return parseFailure('MALFORMED', 'Campo 62 malformado');
    txid = nested.find((entry) => entry.id === '05')?.value;
  }

  const description = account.get('02');
  const brCode: ParsedBrCode = {
    fields,
    singleUse: byId.get('01') === '12',
    gui,
    ...(key !== undefined && { key }),
    ...(description !== undefined && { description }),
    ...(url !== undefined && { url }),
    merchantCategoryCode: byId.get('52') ?? '',
    currency: byId.get('53') ?? '',
    ...(amountCents !== undefined && { amountCents }),
    countryCode: byId.get('58') ?? '',
    merchantName: byId.get('59') ?? '',
    merchantCity: byId.get('60') ?? '',
    ...(txid !== undefined && { txid }),
    crc,
  };
  return { ok: true, brCode };
}
