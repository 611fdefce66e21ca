import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

describe('detectImageType', () => {
  it('knows a JPEG by FF D8 FF', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
  });
  it('knows a PNG by its 8-byte signature', () => {
    expect(detectImageType(bytes(0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
  });
  it("knows a WebP by 'RIFF' … 'WEBP'", () => {
    expect(detectImageType(bytes(...ascii('RIFF'), 4, 0, 0, 0, ...ascii('WEBPVP8 ')))).toBe(
      'image/webp',
    );
  });
  it('refuses other RIFF files (a WAV)', () => {
    expect(detectImageType(bytes(...ascii('RIFF'), 4, 0, 0, 0, ...ascii('WAVE')))).toBeNull();
  });
  it('refuses a GIF, an SVG and an empty file', () => {
    expect(detectImageType(bytes(...ascii('GIF89a')))).toBeNull();
    expect(detectImageType(bytes(...ascii('<svg xmlns')))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
  it('refuses a PNG whose signature was mangled', () => {
    expect(detectImageType(bytes(0x89, ...ascii('PNG'), 0x0a, 0x0a, 0x1a, 0x0a))).toBeNull();
  });
});
