import { describe, expect, it } from 'vitest';
import { stripImageMetadata } from './image-metadata.js';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const join = (...parts: number[][]) => Uint8Array.from(parts.flat());
const containsText = (bytes: Uint8Array | null, text: string) =>
  bytes !== null && String.fromCharCode(...bytes).includes(text);

/** A JPEG segment: FF, marker, 2-byte length (itself included), payload. */
function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

describe('stripImageMetadata: JPEG', () => {
  const soi = [0xff, 0xd8];
  const jfif = segment(0xe0, ascii('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'));
  const exif = segment(0xe1, ascii('Exif\0\0GPS -23.5505,-46.6333'));
  const comment = segment(0xfe, ascii('tirada em casa'));
  const icc = segment(0xe2, ascii('ICC_PROFILE\0'));
  const quantisation = segment(0xdb, [0, 1, 2, 3]);
  const scan = [...segment(0xda, [1, 1, 0, 0, 0x3f, 0]), 0x12, 0xff, 0x00, 0x34];
  const eoi = [0xff, 0xd9];

  it('drops EXIF and comments, keeps JFIF, the colour profile and the image', () => {
    const stripped = stripImageMetadata(
      join(soi, jfif, exif, comment, icc, quantisation, scan, eoi),
      'image/jpeg',
    );
    expect(stripped).toEqual(join(soi, jfif, icc, quantisation, scan, eoi));
    expect(containsText(stripped, 'GPS')).toBe(false);
  });

  it('accepts fill bytes before a marker', () => {
    const stripped = stripImageMetadata(join(soi, [0xff], exif, scan, eoi), 'image/jpeg');
    expect(stripped).toEqual(join(soi, scan, eoi));
  });

  it('drops a second image appended after the end, with its EXIF', () => {
    const first = join(soi, jfif, quantisation, scan, eoi);
    const second = [...soi, ...exif, ...quantisation, ...scan, ...eoi];
    const stripped = stripImageMetadata(join(Array.from(first), second), 'image/jpeg');
    expect(stripped).toEqual(first);
    expect(containsText(stripped, 'GPS')).toBe(false);
    expect(stripImageMetadata(join(Array.from(first), ascii('lixo')), 'image/jpeg')).toEqual(first);
  });

  it('keeps every scan of a progressive image, restart markers included', () => {
    const table = segment(0xc4, [0x10, 1, 2]);
    const restartScan = [...segment(0xda, [1, 1, 0, 0, 0x3f, 0]), 0x55, 0xff, 0xd0, 0x66];
    const image = join(soi, jfif, quantisation, scan, table, restartScan, eoi);
    expect(stripImageMetadata(image, 'image/jpeg')).toEqual(image);
  });

  it('refuses a scan that never ends', () => {
    expect(stripImageMetadata(join(soi, jfif, scan), 'image/jpeg')).toBeNull();
  });

  it('refuses a segment longer than the file', () => {
    expect(stripImageMetadata(join(soi, [0xff, 0xe1, 0x40, 0x00, 1, 2]), 'image/jpeg')).toBeNull();
  });

  it('refuses a file that stops before its image', () => {
    expect(stripImageMetadata(join(soi, jfif), 'image/jpeg')).toBeNull();
    expect(stripImageMetadata(join([0xff, 0xd9]), 'image/jpeg')).toBeNull();
  });
});

/** A PNG chunk: 4-byte length, type, data, 4-byte CRC (not checked here). */
function chunk(type: string, data: number[]): number[] {
  const length = data.length;
  return [
    (length >>> 24) & 0xff,
    (length >>> 16) & 0xff,
    (length >>> 8) & 0xff,
    length & 0xff,
    ...ascii(type),
    ...data,
    9,
    9,
    9,
    9,
  ];
}

describe('stripImageMetadata: PNG', () => {
  const signature = [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a];
  const header = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const text = chunk('tEXt', ascii('Author\0Ana Souza'));
  const exif = chunk('eXIf', ascii('MM\0*GPS'));
  const data = chunk('IDAT', [1, 2, 3]);
  const end = chunk('IEND', []);

  it('drops text and EXIF chunks, keeps the image chunks', () => {
    const stripped = stripImageMetadata(
      join(signature, header, text, exif, data, end),
      'image/png',
    );
    expect(stripped).toEqual(join(signature, header, data, end));
    expect(containsText(stripped, 'Ana Souza')).toBe(false);
  });

  it('refuses a chunk longer than the file and a file without IEND', () => {
    expect(stripImageMetadata(join(signature, header, [0, 0, 9, 9]), 'image/png')).toBeNull();
    expect(stripImageMetadata(join(signature, header, data), 'image/png')).toBeNull();
  });
});

/** A RIFF chunk: FourCC, 4-byte little-endian size, data, a pad byte when the size is odd. */
function riffChunk(type: string, data: number[]): number[] {
  const size = data.length;
  return [
    ...ascii(type),
    size & 0xff,
    (size >>> 8) & 0xff,
    0,
    0,
    ...data,
    ...(size % 2 ? [0] : []),
  ];
}

function webp(...chunks: number[][]): Uint8Array {
  const body = chunks.flat();
  const size = body.length + 4;
  return join(ascii('RIFF'), [size & 0xff, (size >>> 8) & 0xff, 0, 0], ascii('WEBP'), body);
}

describe('stripImageMetadata: WebP', () => {
  const ALPHA = 0x10;
  const EXIF_AND_XMP = 0x08 | 0x04;
  const extended = (flags: number) => riffChunk('VP8X', [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const image = riffChunk('VP8 ', [1, 2, 3]);
  const exif = riffChunk('EXIF', ascii('MM\0*GPS'));
  const xmp = riffChunk('XMP ', ascii('<x:xmpmeta/>'));

  it('drops EXIF and XMP, clears their flags and fixes the RIFF size', () => {
    const stripped = stripImageMetadata(
      webp(extended(ALPHA | EXIF_AND_XMP), image, exif, xmp),
      'image/webp',
    );
    expect(stripped).toEqual(webp(extended(ALPHA), image));
    expect(containsText(stripped, 'GPS')).toBe(false);
  });

  it('leaves a simple WebP as it is', () => {
    expect(stripImageMetadata(webp(image), 'image/webp')).toEqual(webp(image));
  });

  it('refuses a chunk longer than the file', () => {
    const broken = webp(image);
    broken[16] = 0x7f;
    expect(stripImageMetadata(broken, 'image/webp')).toBeNull();
  });
});
