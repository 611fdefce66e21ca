import type { AvatarImageType } from './image-type.js';

/*
 * A photo straight from a phone carries EXIF (often the GPS position where it was taken), XMP and
 * text comments. A profile photo is shown to others, so these go before it is stored. Only the
 * container is rewritten; the pixels are copied as they are.
 */

/** JPEG segments kept: APP0 (JFIF), APP2 (ICC colour profile), APP14 (Adobe colour transform). */
const KEPT_JPEG_APP_MARKERS = new Set([0xe0, 0xe2, 0xee]);
const JPEG_COMMENT = 0xfe;
const JPEG_START_OF_SCAN = 0xda;
const JPEG_END_OF_IMAGE = 0xd9;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

/**
 * Where the entropy-coded data after a start-of-scan header ends: at the first marker that is not
 * byte stuffing (FF 00), a restart marker (FF D0–D7) or fill (FF FF). Returns that marker's
 * offset, or null when the data runs out first.
 */
function endOfScan(bytes: Uint8Array, from: number): number | null {
  for (let position = from; position + 1 < bytes.length; position += 1) {
    if (bytes[position] !== 0xff) continue;
    const next = bytes[position + 1] ?? 0;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return position;
  }
  return null;
}

/**
 * The JPEG without its metadata segments and without anything after its end-of-image marker: a
 * second image appended to the first (with its own EXIF and GPS) goes too (issue 16 §6).
 * Progressive images have several scans, each followed by more tables, which are walked alike.
 */
function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let position = 2;
  while (position < bytes.length) {
    if (bytes[position] !== 0xff) return null;
    const start = position;
    // Markers may be preceded by any number of 0xFF fill bytes.
    while (bytes[position] === 0xff) position += 1;
    const marker = bytes[position];
    if (marker === undefined) return null;
    position += 1;
    if (marker === JPEG_END_OF_IMAGE) {
      parts.push(bytes.subarray(start, position));
      return concat(parts);
    }
    const high = bytes[position];
    const low = bytes[position + 1];
    if (high === undefined || low === undefined) return null;
    const length = (high << 8) | low;
    const end = position + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === JPEG_START_OF_SCAN) {
      // The scan header, then its entropy-coded image up to the next marker.
      const scanEnd = endOfScan(bytes, end);
      if (scanEnd === null) return null;
      parts.push(bytes.subarray(start, scanEnd));
      position = scanEnd;
      continue;
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const dropped = marker === JPEG_COMMENT || (isApp && !KEPT_JPEG_APP_MARKERS.has(marker));
    if (!dropped) parts.push(bytes.subarray(start, end));
    position = end;
  }
  return null;
}

const PNG_DROPPED_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function fourCc(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let position = 8;
  while (position + 12 <= bytes.length) {
    const length = view.getUint32(position);
    const type = fourCc(bytes, position + 4);
    const end = position + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_DROPPED_CHUNKS.has(type)) parts.push(bytes.subarray(position, end));
    position = end;
    if (type === 'IEND') return concat(parts);
  }
  return null;
}

const WEBP_DROPPED_CHUNKS = new Set(['EXIF', 'XMP ']);
/** VP8X flags that announce the dropped chunks. */
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const parts: Uint8Array[] = [];
  let position = 12;
  while (position + 8 <= riffEnd) {
    const type = fourCc(bytes, position);
    const size = view.getUint32(position + 4, true);
    // Chunks are padded to an even size.
    if (position + 8 + size > riffEnd) return null;
    const end = position + 8 + size + (size % 2);
    if (type === 'VP8X') {
      const chunk = bytes.slice(position, Math.min(end, bytes.length));
      chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      parts.push(chunk);
    } else if (!WEBP_DROPPED_CHUNKS.has(type)) {
      parts.push(bytes.subarray(position, Math.min(end, bytes.length)));
    }
    position = end;
  }
  if (parts.length === 0) return null;
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(bytes.subarray(8, 12), 8);
  return concat([header, body]);
}

/**
 * The image without its metadata (EXIF, XMP, comments, text chunks), or null when the file is
 * not a well-formed image of that type.
 */
export function stripImageMetadata(bytes: Uint8Array, type: AvatarImageType): Uint8Array | null {
  switch (type) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
  }
}
