import {
  getAvatarColor,
  getInitials,
  INITIALS_AVATAR_SIZE,
} from '@navalha/core/domain/account/initials-avatar';
import { useState } from 'react';
import { cn } from '../../lib/class-names';

export interface AvatarProps {
  name?: string | null;
  email?: string | null;
  avatarUrl?: string | null;
  /** Pixels; the spec's generated avatar is 69. */
  size?: number;
  className?: string;
}

/**
 * The person's photo once it has loaded; until then, or when it fails, their initials on a
 * colour picked from their name (spec §3).
 */
export function Avatar({
  name,
  email,
  avatarUrl,
  size = INITIALS_AVATAR_SIZE,
  className,
}: AvatarProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const source = { name, email };
  const label = name?.trim() || email?.trim() || 'Usuário';
  const showImage = Boolean(avatarUrl) && failedUrl !== avatarUrl;

  return (
    <span
      role="img"
      aria-label={label}
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold text-white select-none',
        className,
      )}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.38),
        backgroundColor: getAvatarColor(source),
      }}
    >
      <span aria-hidden>{getInitials(source)}</span>
      {showImage && avatarUrl ? (
        <img
          src={avatarUrl}
          alt=""
          onLoad={() => setLoadedUrl(avatarUrl)}
          onError={() => setFailedUrl(avatarUrl)}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity',
            loadedUrl === avatarUrl ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
    </span>
  );
}
