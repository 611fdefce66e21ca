/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR),
 * the checksum of PIX BR Codes (field 63). Its standard check value: '123456789' → 0x29B1.
 * A string is checksummed as UTF-8; a BR Code is ASCII, where that is one byte per character.
 */
export function computeCrc16(data: string | Uint8Array): number {
  const bytes = typeof data === 'string' ? encodeUtf8(data) : data;
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** A CRC-16 as the BR Code writes it: 4 upper-case hex digits, zero-padded (0x29b1 → '29B1'). */
export function formatCrc16(crc: number): string {
  if (!Number.isInteger(crc) || crc < 0 || crc > 0xffff) {
    throw new RangeError(`Not a 16-bit value: ${crc}`);
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

// Core has no TextEncoder in its lib (no DOM, no Node types), so UTF-8 is spelled out here.
function encodeUtf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) {
      bytes.push(code);
    } else if (code < 0x800) {
      bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    } else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return bytes;
}
