import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCrc16, formatCrc16 } from './crc16.js';

describe('computeCrc16', () => {
  it("gives the CRC-16/CCITT-FALSE check value 0x29B1 for '123456789'", () => {
    expect(computeCrc16('123456789')).toBe(0x29b1);
  });

  it('starts from 0xFFFF, so the empty input sums to 0xFFFF', () => {
    expect(computeCrc16('')).toBe(0xffff);
  });

  it('reads a string as its UTF-8 bytes', () => {
    expect(computeCrc16('São')).toBe(computeCrc16(new Uint8Array([0x53, 0xc3, 0xa3, 0x6f])));
    expect(computeCrc16('€')).toBe(computeCrc16(new Uint8Array([0xe2, 0x82, 0xac])));
    expect(computeCrc16('😀')).toBe(computeCrc16(new Uint8Array([0xf0, 0x9f, 0x98, 0x80])));
  });

  it('checksums a message followed by its own CRC to zero', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const crc = computeCrc16(bytes);
        expect(computeCrc16(new Uint8Array([...bytes, crc >> 8, crc & 0xff]))).toBe(0);
      }),
    );
  });

  it('notices any single changed byte', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (bytes, at, flip) => {
          const changed = Uint8Array.from(bytes);
          const index = at % bytes.length;
          changed[index] = (changed[index] ?? 0) ^ flip;
          expect(computeCrc16(changed)).not.toBe(computeCrc16(bytes));
        },
      ),
    );
  });
});

describe('formatCrc16', () => {
  it('writes 4 upper-case hex digits, zero-padded', () => {
    expect(formatCrc16(0x29b1)).toBe('29B1');
    expect(formatCrc16(0x0ea9)).toBe('0EA9');
    expect(formatCrc16(0)).toBe('0000');
  });

  it('rejects values that are not 16-bit', () => {
    expect(() => formatCrc16(0x10000)).toThrow(RangeError);
    expect(() => formatCrc16(-1)).toThrow(RangeError);
  });
});
