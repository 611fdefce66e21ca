import type { IssuedCalendarFeed } from '@navalha/core/contracts/calendar-feeds';
import { formatDateTime } from '@navalha/core/domain/format/date-time';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Copy from 'lucide-react/icons/copy';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useId, useState } from 'react';
import { Button, buttonStyles } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCopyFeedback } from '../../lib/use-copy-feedback';
import { useShopClock } from '../shop-clock/use-shop-clock';
import { useCalendarFeed, useRegenerateCalendarFeed } from './calendar-feed-api';
import type { CalendarFeedScope } from './calendar-feed-api';

export const calendarFeedMessages = {
  title: 'Agenda no celular',
  barberIntro:
    'Assine seus agendamentos no Google Agenda ou no iPhone. Aparecem só o primeiro nome do cliente e os serviços.',
  shopIntro:
    'Assine os agendamentos de todos os barbeiros no Google Agenda ou no iPhone. Aparecem só o primeiro nome do cliente e os serviços.',
  none: 'Você ainda não tem um endereço de agenda.',
  since: (when: string) =>
    `Endereço criado em ${when}. Por segurança ele só aparece ao ser gerado: para vê-lo de novo, gere um novo.`,
  generate: 'Gerar endereço',
  regenerate: 'Gerar novo endereço',
  confirm: 'O endereço atual deixará de funcionar em todas as agendas que o assinaram. Continuar?',
  confirmButton: 'Sim, gerar novo',
  cancel: 'Cancelar',
  address: 'Endereço da agenda',
  copy: 'Copiar endereço',
  copied: 'Copiado!',
  subscribe: 'Assinar no celular',
  google: 'Adicionar ao Google Agenda',
  onceHint: 'Guarde este endereço: ele não será mostrado de novo.',
  loadFailed: 'Erro ao carregar o endereço da agenda.',
} as const;

function IssuedAddress({ feed }: { feed: IssuedCalendarFeed }) {
  const labelId = useId();
  const { copied, copy } = useCopyFeedback({
    resetMs: 2000,
    copiedMessage: 'Endereço copiado',
    failedMessage: 'Não foi possível copiar o endereço',
  });
  const google = `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.webcalUrl)}`;
  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="text-sm text-muted">
        {calendarFeedMessages.address}
      </p>
      <input
        aria-labelledby={labelId}
        readOnly
        value={feed.url}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-control border border-line bg-page px-3 text-sm text-ink"
      />
      <p className="text-sm text-muted">{calendarFeedMessages.onceHint}</p>
      <Button variant="secondary" fullWidth onClick={() => void copy(feed.url)}>
        <Copy aria-hidden="true" size={20} strokeWidth={1.75} />
        {copied ? calendarFeedMessages.copied : calendarFeedMessages.copy}
      </Button>
      <a href={feed.webcalUrl} className={buttonStyles({ variant: 'primary', fullWidth: true })}>
        <CalendarPlus aria-hidden="true" size={20} strokeWidth={1.75} />
        {calendarFeedMessages.subscribe}
      </a>
      <a
        href={google}
        target="_blank"
        rel="noreferrer"
        className={buttonStyles({ variant: 'secondary', fullWidth: true })}
      >
        {calendarFeedMessages.google}
      </a>
    </div>
  );
}

/**
 * The private calendar address of the barber or of the shop (issue 19 §4): made, and shown,
 * once; 'Gerar novo endereço' replaces it (the old one stops at once, decision 030).
 */
export function CalendarFeedPanel({ scope }: { scope: CalendarFeedScope }) {
  const headingId = useId();
  const { timeZone } = useShopClock();
  const status = useCalendarFeed(scope);
  const regenerate = useRegenerateCalendarFeed(scope);
  const [confirming, setConfirming] = useState(false);
  const issued = regenerate.data;

  function generate() {
    setConfirming(false);
    regenerate.mutate();
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {calendarFeedMessages.title}
      </h2>
      <div className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card">
        <p className="text-base text-ink">
          {scope === 'barber' ? calendarFeedMessages.barberIntro : calendarFeedMessages.shopIntro}
        </p>
        {status.isPending ? <Skeleton className="h-6 w-full" /> : null}
        {status.isError ? (
          <p className="text-sm text-danger">{calendarFeedMessages.loadFailed}</p>
        ) : null}
        {issued ? <IssuedAddress feed={issued} /> : null}
        {!issued && status.data ? (
          <p className="text-sm text-muted">
            {status.data.createdAt
              ? calendarFeedMessages.since(formatDateTime(status.data.createdAt, timeZone))
              : calendarFeedMessages.none}
          </p>
        ) : null}
        {confirming ? (
          <div
            className="flex flex-col gap-2"
            role="group"
            aria-label={calendarFeedMessages.regenerate}
          >
            <p className="text-sm font-medium text-ink">{calendarFeedMessages.confirm}</p>
            <Button variant="primary" fullWidth onClick={generate}>
              {calendarFeedMessages.confirmButton}
            </Button>
            <Button variant="secondary" fullWidth onClick={() => setConfirming(false)}>
              {calendarFeedMessages.cancel}
            </Button>
          </div>
        ) : (
          <Button
            variant={status.data?.active || issued ? 'secondary' : 'primary'}
            fullWidth
            disabled={regenerate.isPending || status.isPending}
            onClick={() => (status.data?.active || issued ? setConfirming(true) : generate())}
          >
            <RefreshCw aria-hidden="true" size={20} strokeWidth={1.75} />
            {status.data?.active || issued
              ? calendarFeedMessages.regenerate
              : calendarFeedMessages.generate}
          </Button>
        )}
      </div>
    </section>
  );
}
