import { appModeLabels, isAppMode } from '@navalha/core/domain/app-mode';
import type { AppMode } from '@navalha/core/domain/app-mode';
import { useState } from 'react';
import { cn } from '../../lib/class-names';

let prerenderMode: AppMode = 'production';

/**
 * The mode a page is prerendered for at build time (src/prerender, no `document` there): the
 * build writes one HTML per mode, and the server sends the one of its own.
 */
export function setPrerenderMode(mode: AppMode): void {
  prerenderMode = mode;
}

/**
 * How the server runs, as it wrote it into index.html (`<meta name="navalha-mode">`, written by
 * the API's web-app plugin): no request of its own. No tag, or an unknown value: a real shop.
 */
export function readAppMode(): AppMode {
  if (typeof document === 'undefined') return prerenderMode;
  const content = document.querySelector<HTMLMetaElement>('meta[name="navalha-mode"]')?.content;
  return isAppMode(content) ? content : 'production';
}

const hints: Readonly<Record<AppMode, string>> = {
  demo: 'Dados de exemplo e pagamentos de teste',
  staging: 'Pagamentos de teste: nenhum valor real é cobrado',
  production: '',
};

/**
 * The discreet label on top of every page, sign-in included: 'Modo demonstração' in the demo,
 * 'Ambiente de testes' when payments are test payments; nothing for a real shop. It sits in the
 * page's flow above everything else, so it covers nothing.
 */
export function ModeLabel() {
  // Read once: the page's tags do not change while it is open.
  const [mode] = useState(readAppMode);
  const label = appModeLabels[mode];
  if (!label) return null;
  return (
    <div className="flex justify-center px-4 pt-1.5 pb-0.5">
      <p
        role="note"
        title={hints[mode]}
        className={cn(
          'rounded-full px-3 py-0.5 text-sm font-medium',
          mode === 'staging'
            ? 'bg-status-pending-soft text-status-pending'
            : 'bg-tint text-primary',
        )}
      >
        {label}
        <span className="sr-only">: {hints[mode]}</span>
      </p>
    </div>
  );
}
