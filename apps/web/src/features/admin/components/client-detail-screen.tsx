import type { AdminClient } from '@navalha/core/contracts/admin-clients';
import type { ShopResetLink } from '@navalha/core/contracts/passwords';
import { getPhoneCallUrl, getWhatsAppUrl } from '@navalha/core/domain/account/phone-links';
import { formatDate } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import KeyRound from 'lucide-react/icons/key-round';
import MessageCircle from 'lucide-react/icons/message-circle';
import UserX from 'lucide-react/icons/user-x';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { toastMessages } from '../../../lib/toast-catalogue';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';
import { useClientResetLink } from '../api/client-reset-link';
import { useClient } from '../api/get-client';
import { ClientBookings } from './client-bookings';
import { ClientContactForm } from './client-contact-form';
import { ClientNoteForm } from './client-note-form';
import { clientsMessages } from './clients-screen';
import { LoadState } from './load-state';
import { ResetLinkDialog } from './reset-link-dialog';

/**
 * 'Gerar link de redefinição' (issue 14 §4): a client who cannot sign in gets a single-use link,
 * shown once to copy or send by WhatsApp; the shop never sees or chooses their password.
 */
function ResetLinkAction({ clientId }: { clientId: string }) {
  const resetLink = useClientResetLink();
  const [link, setLink] = useState<ShopResetLink | null>(null);
  async function generate() {
    try {
      setLink(await resetLink.mutateAsync(clientId));
    } catch (error) {
      const message = isApiError(error) ? error.message : toastMessages.fallback;
      toast.error(message, { id: message });
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={() => void generate()} disabled={resetLink.isPending}>
        <KeyRound aria-hidden className="size-5" />
        {resetLink.isPending ? 'Gerando...' : 'Gerar link de redefinição'}
      </Button>
      <ResetLinkDialog value={link} onClose={() => setLink(null)} />
    </>
  );
}

/** Contact: e-mail, the phone to call and 'Chamar no WhatsApp' (Brazil's +55 when missing). */
function Contact({ client }: { client: AdminClient }) {
  const call = getPhoneCallUrl(client.phone);
  const whatsApp = getWhatsAppUrl(client.phone);
  return (
    <section className="flex flex-col gap-2 rounded-card bg-card p-4 shadow-card">
      <p className="text-xl font-semibold break-words text-ink">{client.name}</p>
      <p className="text-sm break-all text-muted">{client.email}</p>
      {client.phone ? (
        call ? (
          <a
            href={call}
            className="text-sm text-primary underline-offset-2 hover:underline tabular-nums"
          >
            {client.phone}
          </a>
        ) : (
          <p className="text-sm text-muted tabular-nums">{client.phone}</p>
        )
      ) : null}
      {whatsApp ? (
        <a
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'secondary', fullWidth: true })}
        >
          <MessageCircle aria-hidden className="size-5" />
          Chamar no WhatsApp
        </a>
      ) : null}
    </section>
  );
}

/** Visits, what was paid, no-shows, late cancellations and the wallet, in words and figures. */
function Figures({ client, walletBalance }: { client: AdminClient; walletBalance: number }) {
  const figures: [string, string][] = [
    ['Visitas', String(client.completed)],
    ['Total gasto', formatBRL(client.spent)],
    ['Faltas', String(client.noShows)],
    ['Cancelamentos tardios', String(client.lateCancellations)],
    ['Saldo na carteira', formatBRL(walletBalance)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3" aria-label="Números do cliente">
      {figures.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-1 rounded-card bg-card p-4 shadow-card">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-xl font-semibold text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A client's page (/admin/clients/:id, issue 17 §3): contact, figures at the shop, the shop's
 * private note, upcoming and past bookings, and 'Novo agendamento' for them at the desk.
 */
export function ClientDetailScreen({
  clientId,
  canResetPassword = true,
}: {
  clientId: string;
  /** The reset link is the managers' alone: the reception reads the page without it. */
  canResetPassword?: boolean;
}) {
  const { timeZone } = useShopClock();
  const query = useClient(clientId);
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState
        icon={<UserX aria-hidden className="size-6" />}
        title={clientsMessages.notFound}
      />
    );
  }
  const detail = query.data;
  return (
    <LoadState
      isPending={query.isPending}
      isError={query.isError}
      isRefetching={query.isRefetching}
      onRetry={() => void query.refetch()}
      errorText={clientsMessages.loadFailed}
    >
      {detail ? (
        <div className="flex flex-col gap-4">
          <Contact client={detail.client} />
          {detail.contactEditable ? (
            <ClientContactForm key={detail.client.email} client={detail.client} />
          ) : null}
          <Link
            to={`/admin/agenda?novo=${encodeURIComponent(clientId)}`}
            className={buttonStyles({ fullWidth: true })}
          >
            <CalendarPlus aria-hidden className="size-5" />
            Novo agendamento
          </Link>
          <Figures client={detail.client} walletBalance={detail.walletBalance} />
          <p className="text-sm text-muted">
            {detail.client.lastVisit
              ? `Última visita: ${formatDate(detail.client.lastVisit, timeZone)}`
              : 'Ainda sem visitas concluídas'}
            {detail.client.nextBooking
              ? ` · Próximo: ${formatDate(detail.client.nextBooking, timeZone)}`
              : ''}
          </p>
          <ClientNoteForm
            key={detail.note?.updatedAt.toISOString() ?? 'none'}
            clientId={clientId}
            note={detail.note}
            timeZone={timeZone}
          />
          <ClientBookings clientId={clientId} />
          {canResetPassword ? <ResetLinkAction clientId={clientId} /> : null}
        </div>
      ) : null}
    </LoadState>
  );
}
