/** The photo types a profile accepts. */
export const avatarImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type AvatarImageType = (typeof avatarImageTypes)[number];

/** A profile photo's size limit: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const avatarExtensions: Readonly<Record<AvatarImageType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * What an image really is, from its first bytes (its "magic number"), whatever name or type it
 * was sent with: JPEG `FF D8 FF`, PNG `89 'PNG' 0D 0A 1A 0A`, WebP `'RIFF' <size> 'WEBP'`.
 */
export function detectImageType(bytes: Uint8Array): AvatarImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
