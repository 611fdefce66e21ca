import QrCode from 'lucide-react/icons/qr-code';
import { useEffect, useState } from 'react';
import { logger } from '../../lib/logger';
import { cn } from '../../lib/class-names';

/** The QR's side and quiet zone (spec §9: 200 px, margin 2). */
export const PIX_QR_SIZE = 200;
export const PIX_QR_MARGIN = 2;

export interface PixQrCodeProps {
  /** The PNG the gateway drew, in base64 (with or without its `data:` prefix). */
  base64?: string | null;
  /** The copy-and-paste code, drawn here when no PNG came. */
  code?: string | null;
  className?: string;
}

function toDataUrl(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

type Drawn = { code: string; url: string | null };

/**
 * A PIX QR code, 200 px: the gateway's PNG when it sent one, otherwise drawn in the browser
 * from the code with `qrcode`, which is fetched only then (it never weighs on a page that does
 * not need it). While drawing, a placeholder of the same size keeps the layout still.
 */
export function PixQrCode({ base64, code, className }: PixQrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const needsDrawing = !base64 && Boolean(code);

  useEffect(() => {
    if (!needsDrawing || !code) return;
    let cancelled = false;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(code, {
          width: PIX_QR_SIZE,
          margin: PIX_QR_MARGIN,
          errorCorrectionLevel: 'M',
        }),
      )
      .then(
        (url) => {
          if (!cancelled) setDrawn({ code, url });
        },
        (error: unknown) => {
          logger.warn('Could not draw the PIX QR code.', error);
          if (!cancelled) setDrawn({ code, url: null });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [needsDrawing, code]);

  const frame = cn(
    'inline-flex size-[200px] shrink-0 items-center justify-center overflow-hidden rounded-control bg-white',
    className,
  );
  const src = base64 ? toDataUrl(base64) : drawn && drawn.code === code ? drawn.url : undefined;

  if (src) {
    return (
      <img
        src={src}
        alt="QR Code PIX"
        width={PIX_QR_SIZE}
        height={PIX_QR_SIZE}
        className={cn(frame, 'object-contain [image-rendering:pixelated]')}
      />
    );
  }
  if (src === null || !code) {
    return (
      <div role="img" aria-label="QR Code indisponível" className={cn(frame, 'bg-page p-4')}>
        <p className="text-center text-sm text-muted">
          <QrCode aria-hidden className="mx-auto mb-2 size-8" />
          QR Code indisponível. Use o código PIX copia e cola.
        </p>
      </div>
    );
  }
  return (
    <div
      role="img"
      aria-label="Gerando QR Code PIX"
      className={cn(frame, 'animate-pulse bg-line motion-reduce:animate-none')}
    />
  );
}
