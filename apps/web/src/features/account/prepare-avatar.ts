import { AVATAR_MAX_BYTES, avatarImageTypes } from '@navalha/core/domain/account/image-type';
import { profileMessages } from '@navalha/core/domain/account/profile-rules';

/** The largest side of the photo sent: an avatar is shown at most ~100 px wide (×3 screens). */
const AVATAR_SIDE = 512;

/** Why a chosen file cannot be a profile photo, or null (the server checks again, by its bytes). */
export function checkAvatarFile(file: File): string | null {
  if (!(avatarImageTypes as readonly string[]).includes(file.type)) {
    return profileMessages.avatarType;
  }
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.avatarTooLarge;
  return null;
}

/**
 * The photo to upload: drawn upright (a phone's EXIF rotation applied) and at most 512 px on
 * its longer side, as a JPEG, which also leaves its metadata behind. Where the browser cannot,
 * the original file goes, and the server strips its metadata.
 */
export async function prepareAvatar(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, AVATAR_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG sits on white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const resized = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.88),
    );
    return resized ?? file;
  } catch {
    return file;
  }
}
