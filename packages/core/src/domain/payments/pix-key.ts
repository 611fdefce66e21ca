/** The kinds of PIX key the Central Bank defines (DICT): CPF, CNPJ, e-mail, phone, random. */
export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp';

export interface PixKey {
  type: PixKeyType;
  /** As the DICT stores it: digits only for CPF/CNPJ, '+55…' for phones, lower case otherwise. */
  key: string;
}

const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
const PHONE = /^\+55[1-9]\d(?:9\d{8}|[2-5]\d{7})$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FORMATTED_CPF = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const FORMATTED_CNPJ = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;
/** An e-mail key may have up to 77 characters (the BR Code's limit for a key). */
const KEY_MAX = 77;

/** A CPF/CNPJ check digit: Σ digit × weight, mod 11; 0 when the remainder is under 2. */
function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Whether 11 digits are a CPF: two check digits, and not one digit repeated ('111.111.111-11'). */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const first = checkDigit(numbers.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(numbers.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return numbers[9] === first && numbers[10] === second;
}

/** Whether 14 digits are a CNPJ: two check digits, and not one digit repeated. */
export function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const first = checkDigit(numbers.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(numbers.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return numbers[12] === first && numbers[13] === second;
}

/**
 * A PIX key as typed, recognised and written the way the DICT stores it, or null when it is
 * none of the five kinds. '123.456.789-09' → CPF '12345678909'; '+55 11 98765-4321' → phone
 * '+5511987654321'; 'Pix@Navalha.dev' → e-mail 'pix@navalha.dev'. Eleven bare digits are read
 * as a CPF: a phone key always carries its '+55'.
 */
export function parsePixKey(input: string): PixKey | null {
  const text = input.trim();
  if (text === '' || text.length > KEY_MAX) return null;
  if (text.startsWith('+')) {
    const phone = `+${text.slice(1).replace(/[\s().-]/g, '')}`;
    return PHONE.test(phone) ? { type: 'phone', key: phone } : null;
  }
  const lower = text.toLowerCase();
  if (lower.includes('@')) return EMAIL.test(lower) ? { type: 'email', key: lower } : null;
  if (EVP.test(lower)) return { type: 'evp', key: lower };
  if (FORMATTED_CPF.test(text)) {
    const digits = text.replace(/\D/g, '');
    return isValidCpf(digits) ? { type: 'cpf', key: digits } : null;
  }
  if (FORMATTED_CNPJ.test(text)) {
    const digits = text.replace(/\D/g, '');
    return isValidCnpj(digits) ? { type: 'cnpj', key: digits } : null;
  }
  return null;
}
