import type { ServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import Baby from 'lucide-react/icons/baby';
import Scissors from 'lucide-react/icons/scissors';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

/**
 * Drawn on lucide's grid (24 px, round caps and joins, stroke 1.75) so they sit beside its
 * icons; lucide's own Scissors and Baby where one fits.
 */
const drawings: Record<Exclude<ServiceIconKey, 'scissors' | 'kids'>, ReactNode> = {
  // Head and shoulders with a fresh cut: the fringe swept to one side.
  haircut: (
    <>
      <path d="M7 11.5c-.7-4.6 1.6-8 5.3-8 3 0 5 2 5.2 5.5" />
      <path d="M7 11.5c2.6-.1 5-1.3 6.3-3.6.9 1.6 2.3 2.6 4.2 2.9" />
      <path d="M7 11.5v.5a5 5 0 0 0 10 0v-3" />
      <path d="M4 21.5c.3-2 1.6-3.4 3.8-3.9M20 21.5c-.3-2-1.6-3.4-3.8-3.9" />
    </>
  ),
  // A face with a full beard and moustache.
  beard: (
    <>
      <path d="M6.5 10V8.5a5.5 5.5 0 0 1 11 0V10" />
      <path d="M6.5 10v2.5c0 4.6 2.6 8.5 5.5 8.5s5.5-3.9 5.5-8.5V10" />
      <path d="M6.5 12.5c1.6 1.2 3.2 1.6 5.5 1.6s3.9-.4 5.5-1.6" />
      <path d="M9.8 15.8c.8-.7 1.6-.7 2.2 0 .6-.7 1.4-.7 2.2 0" />
      <path d="M9.5 10h.01M14.5 10h.01" />
    </>
  ),
  // An eye under an arched brow.
  eyebrow: (
    <>
      <path d="M4 8.5C6.4 6.3 9 5.3 12 5.3s5.6 1 8 3.2" />
      <path d="M3 15s3.2-4.5 9-4.5 9 4.5 9 4.5-3.2 4.5-9 4.5S3 15 3 15Z" />
      <circle cx="12" cy="15" r="2.2" />
    </>
  ),
  // Strands of hair, one picked out with a sparkle: highlights.
  reflex: (
    <>
      <path d="M5 21c1.5-4.5-1.5-9 0-15" />
      <path d="M10 21c1.5-4.5-1.5-9 0-15" />
      <path d="M15 21c1.5-4.5-1.5-9 0-15" />
      <path d="M19 3v4M17 5h4" />
    </>
  ),
  // A tinting brush and a drop of pigment.
  pigmentation: (
    <>
      <path d="M14.5 3.5 20.5 9.5" />
      <path d="M13 5 19 11l-5.5 5.5a2.1 2.1 0 0 1-3 0l-3-3a2.1 2.1 0 0 1 0-3Z" />
      <path d="M9.5 15.5 5 20" />
      <path d="M5.5 8.8C4.6 10 4 11 4 11.8a1.5 1.5 0 0 0 3 0c0-.8-.6-1.8-1.5-3Z" />
    </>
  ),
  // An electric clipper: blade head, body, switch.
  clipper: (
    <>
      <path d="M7 3h10v4H7Z" />
      <path d="M9 3V1.5M12 3V1.5M15 3V1.5" />
      <path d="M8 7h8l-.7 12a2.5 2.5 0 0 1-2.5 2.3h-1.6a2.5 2.5 0 0 1-2.5-2.3Z" />
      <path d="M12 10.5v3" />
    </>
  ),
  // The barber's pole: the shop itself, for anything else.
  default: (
    <>
      <path d="M10 2.5h4M10 21.5h4" />
      <rect x="8" y="4.5" width="8" height="15" rx="2" />
      <path d="m8 9.5 8-3.5M8 14l8-3.5M8 18.5l8-3.5" />
    </>
  ),
};

export interface ServiceIconProps {
  iconKey: ServiceIconKey;
  /** Pixels, 24 by default. */
  size?: number;
  className?: string;
}

/**
 * The icon of a service (spec §3 keywords, matched by core into `iconKey`). Decorative: the
 * caller shows the service's name beside it.
 */
export function ServiceIcon({ iconKey, size = 24, className }: ServiceIconProps) {
  if (iconKey === 'scissors' || iconKey === 'kids') {
    const Icon = iconKey === 'scissors' ? Scissors : Baby;
    return (
      <Icon
        aria-hidden
        data-icon={iconKey}
        width={size}
        height={size}
        className={cn('shrink-0', className)}
      />
    );
  }
  return (
    <svg
      aria-hidden
      data-icon={iconKey}
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('shrink-0', className)}
    >
      {drawings[iconKey]}
    </svg>
  );
}

export interface ServiceThumbnailProps {
  iconKey: ServiceIconKey;
  imageUrl?: string | null;
  /** The icon's size in pixels; the tile's size comes from `className`. */
  iconSize?: number;
  className?: string;
}

/**
 * A service's picture on a tinted tile: its photo once it has loaded, its icon until then and
 * whenever the photo fails (spec §8 "a failed service icon image falls back to a default
 * icon"). Decorative, like the icon.
 */
export function ServiceThumbnail({
  iconKey,
  imageUrl,
  iconSize = 28,
  className,
}: ServiceThumbnailProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;

  return (
    <span
      className={cn(
        'relative inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-control bg-tint text-accent',
        className,
      )}
    >
      <ServiceIcon iconKey={iconKey} size={iconSize} />
      {showImage && imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={() => setLoadedUrl(imageUrl)}
          onError={() => setFailedUrl(imageUrl)}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity',
            loadedUrl === imageUrl ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
    </span>
  );
}
