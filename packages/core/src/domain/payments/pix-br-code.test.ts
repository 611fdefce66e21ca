import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCrc16, formatCrc16 } from './crc16.js';
import { encodeBrCode, normalizeBrCodeText, parseBrCode } from './pix-br-code.js';
import type { BrCodeInput, EncodeBrCodeResult } from './pix-br-code.js';

const FULANO =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const MILENA =
  '00020126730014br.gov.bcb.pix0136e57b119f-3f91-4734-93f0-29d6a9c02b0a0211CestaLivres520400005303986540522.005802BR5913Milena Savini6009Sao Paulo622605221wDQuczihqxiuSkkkLu0aS63040EA9';
const DYNAMIC =
  '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB';

const shop = { key: '12345678909', merchantName: 'Navalha', merchantCity: 'Sao Paulo' };

function payloadOf(result: EncodeBrCodeResult): string {
  if (!result.ok) throw new Error(result.error.message);
  return result.payload;
}

function errorOf(result: EncodeBrCodeResult) {
  if (result.ok) throw new Error(`Expected an error, got ${result.payload}`);
  return result.error;
}

describe('encodeBrCode', () => {
  it('reproduces the reference static code without amount byte for byte', () => {
    const result = encodeBrCode({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(result).toEqual({ ok: true, payload: FULANO });
  });

  it('reproduces the static code with description, amount and txid byte for byte', () => {
    const result = encodeBrCode({
      key: 'e57b119f-3f91-4734-93f0-29d6a9c02b0a',
      description: 'CestaLivres',
      merchantName: 'Milena Savini',
      merchantCity: 'São Paulo',
      amountCents: 2200,
      txid: '1wDQuczihqxiuSkkkLu0aS',
    });
    expect(result).toEqual({ ok: true, payload: MILENA });
  });

  it('reproduces the single-use dynamic code with the GUI in upper case byte for byte', () => {
    const result = encodeBrCode({
      url: 'pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99',
      gui: 'BR.GOV.BCB.PIX',
      singleUse: true,
      merchantName: 'EMPRESA',
      merchantCity: 'SAO PAULO',
    });
    expect(result).toEqual({ ok: true, payload: DYNAMIC });
  });

  it('drops the https:// a dynamic URL must not carry', () => {
    const payload = payloadOf(
      encodeBrCode({ ...shop, key: undefined, url: 'https://pix.example.com/qr/abc' }),
    );
    expect(payload).toContain('2522pix.example.com/qr/abc');
  });

  it('writes the amount with a point and two decimals, without thousands separators', () => {
    expect(payloadOf(encodeBrCode({ ...shop, amountCents: 4500 }))).toContain('540545.00');
    expect(payloadOf(encodeBrCode({ ...shop, amountCents: 5 }))).toContain('54040.05');
    expect(payloadOf(encodeBrCode({ ...shop, amountCents: 12_345_678 }))).toContain(
      '5409123456.78',
    );
    expect(payloadOf(encodeBrCode({ ...shop, amountCents: 999_999_999_999 }))).toContain(
      '54139999999999.99',
    );
  });

  it('removes accents from name, city and description as banks expect', () => {
    const payload = payloadOf(
      encodeBrCode({
        ...shop,
        merchantName: '  Barbearia  Conceição ',
        merchantCity: 'Jundiaí',
        description: 'Corte à máquina',
      }),
    );
    expect(payload).toContain('5919Barbearia Conceicao');
    expect(payload).toContain('6007Jundiai');
    expect(payload).toContain('0215Corte a maquina');
  });

  it('omits an empty description and writes *** for an empty txid', () => {
    const payload = payloadOf(encodeBrCode({ ...shop, description: '  ', txid: '' }));
    expect(payload).not.toContain('0200');
    expect(payload).toContain('62070503***');
  });

  it('accepts each PIX key type', () => {
    for (const key of [
      '12345678909',
      '12345678000195',
      '+5511987654321',
      'barbearia@navalha.dev',
      '123E4567-E12B-12D1-A456-426655440000',
    ]) {
      expect(encodeBrCode({ ...shop, key }).ok).toBe(true);
    }
  });

  it('refuses a key of no PIX key type', () => {
    for (const key of ['', '1234', '11 98765-4321', 'navalha.dev', 'a@b', 'ção@navalha.dev']) {
      expect(errorOf(encodeBrCode({ ...shop, key }))).toEqual({
        field: 'key',
        message: 'Chave PIX inválida',
      });
    }
    expect(errorOf(encodeBrCode({ ...shop, key: `${'a'.repeat(70)}@navalha.dev` })).field).toBe(
      'key',
    );
  });

  it('needs exactly one of key and URL', () => {
    const both = { ...shop, url: 'pix.example.com/qr/1' } as unknown as BrCodeInput;
    const neither = { merchantName: 'Navalha', merchantCity: 'Sao Paulo' } as BrCodeInput;
    for (const input of [both, neither]) {
      expect(errorOf(encodeBrCode(input))).toEqual({
        field: 'key',
        message: 'Informe a chave PIX ou a URL do pagamento',
      });
    }
  });

  it('refuses a URL with another scheme, blanks or more than 77 characters', () => {
    for (const url of ['http://pix.example.com/qr/1', 'pix.example.com/qr 1', 'a'.repeat(78), '']) {
      expect(errorOf(encodeBrCode({ ...shop, key: undefined, url })).field).toBe('url');
    }
  });

  it('limits the merchant name to 25 and the city to 15 characters', () => {
    expect(encodeBrCode({ ...shop, merchantName: 'N'.repeat(25) }).ok).toBe(true);
    expect(errorOf(encodeBrCode({ ...shop, merchantName: 'N'.repeat(26) }))).toEqual({
      field: 'merchantName',
      message: 'Nome do recebedor deve ter no máximo 25 caracteres',
    });
    expect(encodeBrCode({ ...shop, merchantCity: 'C'.repeat(15) }).ok).toBe(true);
    expect(errorOf(encodeBrCode({ ...shop, merchantCity: 'C'.repeat(16) }))).toEqual({
      field: 'merchantCity',
      message: 'Cidade do recebedor deve ter no máximo 15 caracteres',
    });
  });

  it('requires a merchant name and city', () => {
    expect(errorOf(encodeBrCode({ ...shop, merchantName: '   ' }))).toEqual({
      field: 'merchantName',
      message: 'Nome do recebedor é obrigatório',
    });
    expect(errorOf(encodeBrCode({ ...shop, merchantCity: '' })).field).toBe('merchantCity');
  });

  it('refuses characters with no ASCII spelling', () => {
    expect(errorOf(encodeBrCode({ ...shop, merchantName: 'Navalha 💈' }))).toEqual({
      field: 'merchantName',
      message: 'Nome do recebedor contém caracteres inválidos',
    });
    expect(errorOf(encodeBrCode({ ...shop, merchantCity: 'Straße' })).field).toBe('merchantCity');
    expect(errorOf(encodeBrCode({ ...shop, description: 'Corte ✂' })).field).toBe('description');
  });

  it('refuses a description that overflows the 99-character account field', () => {
    // 18 (GUI) + 15 (CPF key) + 4 + 62 = 99.
    expect(encodeBrCode({ ...shop, description: 'd'.repeat(62) }).ok).toBe(true);
    expect(errorOf(encodeBrCode({ ...shop, description: 'd'.repeat(63) }))).toEqual({
      field: 'description',
      message: 'Descrição muito longa',
    });
  });

  it('refuses an amount that is not a positive whole number of centavos or too long', () => {
    for (const amountCents of [0, -100, 12.5, Number.NaN, 1_000_000_000_000]) {
      expect(errorOf(encodeBrCode({ ...shop, amountCents }))).toEqual({
        field: 'amountCents',
        message: 'Valor inválido',
      });
    }
  });

  it('accepts a txid of up to 25 letters and digits only', () => {
    expect(encodeBrCode({ ...shop, txid: 'A1'.repeat(12) + 'z' }).ok).toBe(true);
    for (const txid of ['x'.repeat(26), 'pedido-42', 'pedido 42', 'pedidoº1']) {
      expect(errorOf(encodeBrCode({ ...shop, txid })).field).toBe('txid');
    }
  });

  it('refuses a GUI other than br.gov.bcb.pix', () => {
    expect(errorOf(encodeBrCode({ ...shop, gui: 'br.gov.bcb.pax' })).field).toBe('gui');
  });

  it('does not change its input', () => {
    const input = Object.freeze({ ...shop, description: 'Corte à máquina', amountCents: 4500 });
    expect(encodeBrCode(input).ok).toBe(true);
  });
});

describe('normalizeBrCodeText', () => {
  it('strips accents and extra blanks', () => {
    expect(normalizeBrCodeText(' São  Paulo ')).toBe('Sao Paulo');
    expect(normalizeBrCodeText('AÇÚCAR e Pão')).toBe('ACUCAR e Pao');
  });
});

describe('parseBrCode', () => {
  it('decodes the dynamic reference code', () => {
    const result = parseBrCode(DYNAMIC);
    expect(result).toMatchObject({
      ok: true,
      brCode: {
        singleUse: true,
        gui: 'BR.GOV.BCB.PIX',
        url: 'pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99',
        merchantCategoryCode: '0000',
        currency: '986',
        countryCode: 'BR',
        merchantName: 'EMPRESA',
        merchantCity: 'SAO PAULO',
        txid: '***',
        crc: 'EEAB',
      },
    });
    expect(result.ok && result.brCode.key).toBeUndefined();
    expect(result.ok && result.brCode.amountCents).toBeUndefined();
  });

  it('decodes key, description, amount and txid of a static code', () => {
    expect(parseBrCode(MILENA)).toMatchObject({
      ok: true,
      brCode: {
        singleUse: false,
        key: 'e57b119f-3f91-4734-93f0-29d6a9c02b0a',
        description: 'CestaLivres',
        amountCents: 2200,
        txid: '1wDQuczihqxiuSkkkLu0aS',
      },
    });
  });

  it('lists the top-level fields in payload order', () => {
    const result = parseBrCode(FULANO);
    expect(result.ok && result.brCode.fields.map((field) => field.id)).toEqual([
      '00',
      '26',
      '52',
      '53',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
  });

  it('refuses a payload whose CRC does not match', () => {
    expect(parseBrCode(FULANO.replace('Fulano', 'Fulana'))).toMatchObject({
      ok: false,
      reason: 'CRC_MISMATCH',
    });
    expect(parseBrCode(`${FULANO.slice(0, -4)}1D3E`)).toMatchObject({ reason: 'CRC_MISMATCH' });
  });

  it('refuses a payload without a trailing upper-case CRC', () => {
    expect(parseBrCode(FULANO.slice(0, -8))).toMatchObject({ ok: false, reason: 'MALFORMED' });
    expect(parseBrCode(FULANO.toLowerCase())).toMatchObject({ ok: false, reason: 'MALFORMED' });
    expect(parseBrCode('')).toMatchObject({ ok: false, reason: 'MALFORMED' });
  });

  /** Appends a correct CRC, so the test reaches the checks that come after it. */
  function withCrc(body: string): string {
    return `${body}6304${formatCrc16(computeCrc16(`${body}6304`))}`;
  }

  it('refuses broken TLV even when the CRC matches', () => {
    expect(parseBrCode(withCrc('000201269'))).toMatchObject({ reason: 'MALFORMED' });
    expect(parseBrCode(withCrc('0002015802BR5802BR'))).toMatchObject({ reason: 'MALFORMED' });
    expect(parseBrCode(withCrc('000202'))).toMatchObject({ reason: 'MALFORMED' });
  });

  it('refuses an EMV code of another arrangement', () => {
    const body = '00020126180014123456789012345204000053039865802BR5901N6001C';
    expect(parseBrCode(withCrc(body))).toMatchObject({
      ok: false,
      reason: 'NOT_PIX',
    });
  });

  it('refuses a PIX code that lacks a mandatory field', () => {
    const body = '00020126330014br.gov.bcb.pix0111123456789095204000053039865802BR5901N';
    expect(parseBrCode(withCrc(body))).toMatchObject({
      ok: false,
      reason: 'MISSING_FIELD',
      message: 'Campo 60 ausente',
    });
  });
});

const asciiOrAccented = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -.,&/áãâàçéêíóôõúüÁÃÇÉÓ',
);
const text = (max: number) =>
  fc.string({ unit: asciiOrAccented, minLength: 1, maxLength: max + 4 }).filter((value) => {
    const normalized = normalizeBrCodeText(value);
    return normalized.length >= 1 && normalized.length <= max;
  });
const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const pixKey = fc.oneof(
  digits(11),
  digits(14),
  digits(11).map((number) => `+55${number}`),
  fc.uuid(),
  fc.emailAddress().filter((email) => email.length <= 50),
);
const account = fc.oneof(
  fc.record({ key: pixKey, description: text(20) }, { requiredKeys: ['key'] }) as fc.Arbitrary<{
    key: string;
    description?: string;
  }>,
  fc.uuid().map((id) => ({ url: `pix.example.com/qr/${id}` })),
);
const brCodeInput: fc.Arbitrary<BrCodeInput> = fc
  .tuple(
    account,
    fc.record(
      {
        merchantName: text(25),
        merchantCity: text(15),
        amountCents: fc.integer({ min: 1, max: 999_999_999_999 }),
        txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        singleUse: fc.boolean(),
        gui: fc.constantFrom('br.gov.bcb.pix', 'BR.GOV.BCB.PIX'),
      },
      { requiredKeys: ['merchantName', 'merchantCity'] },
    ),
  )
  .map(([accountFields, common]) => ({ ...common, ...accountFields }) as BrCodeInput);

describe('encodeBrCode and parseBrCode together', () => {
  it('round-trip every valid input, and the CRC always verifies', () => {
    fc.assert(
      fc.property(brCodeInput, (input) => {
        const payload = payloadOf(encodeBrCode(input));
        const parsed = parseBrCode(payload);
        if (!parsed.ok) throw new Error(`${parsed.reason}: ${parsed.message} in ${payload}`);
        const description = normalizeBrCodeText(input.description ?? '');
        expect(parsed.brCode).toMatchObject({
          gui: input.gui ?? 'br.gov.bcb.pix',
          singleUse: input.singleUse === true,
          merchantName: normalizeBrCodeText(input.merchantName),
          merchantCity: normalizeBrCodeText(input.merchantCity),
          txid: input.txid ?? '***',
          currency: '986',
          countryCode: 'BR',
        });
        expect(parsed.brCode.key).toBe(input.key);
        expect(parsed.brCode.url).toBe(input.url);
        expect(parsed.brCode.description).toBe(description === '' ? undefined : description);
        expect(parsed.brCode.amountCents).toBe(input.amountCents);
        expect(parsed.brCode.fields.map((field) => field.id).join()).toBe(
          [
            '00',
            ...(input.singleUse ? ['01'] : []),
            '26',
            '52',
            '53',
            ...(input.amountCents === undefined ? [] : ['54']),
            '58',
            '59',
            '60',
            '62',
            '63',
          ].join(),
        );
      }),
    );
  });

  it('fail to parse once any single character changes', () => {
    const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(brCodeInput, fc.nat(), printable, (input, at, replacement) => {
        const payload = payloadOf(encodeBrCode(input));
        const index = at % payload.length;
        fc.pre(payload[index] !== replacement);
        const changed = payload.slice(0, index) + replacement + payload.slice(index + 1);
        const result = parseBrCode(changed);
        expect(result.ok).toBe(false);
        // Before field 63 itself, only the checksum can be what catches it.
        if (index < payload.length - 8) expect(result).toMatchObject({ reason: 'CRC_MISMATCH' });
      }),
    );
  });
});
