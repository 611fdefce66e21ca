import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { avatarExtensions } from '@navalha/core/domain/account/image-type';
import type { AvatarImageType } from '@navalha/core/domain/account/image-type';

/** Where the API serves a photo: `/api/avatars/<name>`. */
export const AVATAR_URL_PREFIX = '/api/avatars/';

/** 128 random bits in hex and the type's extension: unguessable, and new for every upload. */
const FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

const typeByExtension: Readonly<Record<string, AvatarImageType>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface StoredAvatar {
  stream: ReadStream;
  type: AvatarImageType;
  size: number;
}

/**
 * Profile photos as files in one directory (`DATA_DIR/avatars`), under random names. A name is
 * never reused, so a URL always means the same bytes and may be cached for a year. With several
 * instances the directory must be shared storage (decision 006).
 */
export class AvatarStore {
  constructor(private readonly directory: string) {}

  /** The file name of an avatar URL that this store wrote, or null (a Google photo, say). */
  static fileNameOf(avatarUrl: string | null | undefined): string | null {
    if (!avatarUrl?.startsWith(AVATAR_URL_PREFIX)) return null;
    const name = avatarUrl.slice(AVATAR_URL_PREFIX.length);
    return FILE_NAME.test(name) ? name : null;
  }

  static urlOf(fileName: string): string {
    return `${AVATAR_URL_PREFIX}${fileName}`;
  }

  /** Writes the photo under a new name and returns the name. */
  async save(bytes: Uint8Array, type: AvatarImageType): Promise<string> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const name = `${randomBytes(16).toString('hex')}.${avatarExtensions[type]}`;
    // 'wx': never overwrite, however unlikely a collision of 128 random bits is.
    await writeFile(join(this.directory, name), bytes, { flag: 'wx', mode: 0o600 });
    return name;
  }

  /** The photo to serve, or null when the name is not one of ours or the file is gone. */
  async open(name: string): Promise<StoredAvatar | null> {
    if (!FILE_NAME.test(name)) return null;
    const path = join(this.directory, name);
    try {
      const { size } = await stat(path);
      const type = typeByExtension[name.slice(name.lastIndexOf('.') + 1)];
      if (!type) return null;
      return { stream: createReadStream(path), type, size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removes a photo; one already gone is fine. */
  async remove(name: string): Promise<void> {
    if (!FILE_NAME.test(name)) return;
    try {
      await unlink(join(this.directory, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
