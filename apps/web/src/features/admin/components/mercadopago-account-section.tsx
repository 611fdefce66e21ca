import { mercadopagoMessages } from '@navalha/core/contracts/mercadopago-account';
import type { MercadopagoAccount } from '@navalha/core/contracts/mercadopago-account';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import {
  useConnectMercadopago,
  useDisconnectMercadopago,
  useMercadopagoAccount,
} from '../api/mercadopago-account';
import { Section } from './settings-section';

/** What `?mercadopago=` says when Mercado Pago sends the owner back to the settings. */
const returnMessages: Readonly<Record<string, { text: string; ok: boolean }>> = {
  conectado: { text: mercadopagoMessages.connected, ok: true },
  erro: { text: mercadopagoMessages.failed, ok: false },
  expirado: { text: mercadopagoMessages.expired, ok: false },
};

function returnState(): { text: string; ok: boolean } | null {
  const value = new URLSearchParams(window.location.search).get('mercadopago');
  return value ? (returnMessages[value] ?? null) : null;
}

/**
 * The shop's own Mercado Pago account (issue 20 §3, decision 043), the owner's alone: where the
 * shop's PIX and card payments go. 'Conectar conta do Mercado Pago' leaves for Mercado Pago's
 * authorization page, which sends the owner back here with `?mercadopago=`.
 */
export function MercadopagoAccountSection({ isOwner }: { isOwner: boolean }) {
  const query = useMercadopagoAccount(isOwner);
  if (!isOwner || !query.data) return null;
  return <MercadopagoAccountCard account={query.data} />;
}

function MercadopagoAccountCard({ account }: { account: MercadopagoAccount }) {
  const connect = useConnectMercadopago();
  const disconnect = useDisconnectMercadopago();
  const [returned] = useState(returnState);
  const fail = (error: unknown) =>
    toast.error(isApiError(error) ? error.message : mercadopagoMessages.failed);

  const description = account.connected
    ? 'Os pagamentos por PIX e cartão desta barbearia vão para esta conta.'
    : account.usesInstallAccount
      ? `Os pagamentos online desta barbearia vão para a conta da instalação.${
          account.available ? ' Conecte a conta da barbearia para recebê-los nela.' : ''
        }`
      : 'Sem uma conta conectada, a barbearia recebe só na barbearia, em dinheiro.';

  return (
    <Section title="Mercado Pago" description={description}>
      {returned ? (
        <p
          role="status"
          className={
            returned.ok
              ? 'rounded-card bg-tint p-3 text-sm text-ink'
              : 'rounded-card bg-tint p-3 text-sm text-danger'
          }
        >
          {returned.text}
        </p>
      ) : null}
      {account.connected ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold text-ink">Conectado como {account.accountName}</p>
          <Button
            type="button"
            variant="secondary"
            disabled={disconnect.isPending}
            onClick={() => disconnect.mutateAsync().catch(fail)}
          >
            Desconectar
          </Button>
        </div>
      ) : account.available ? (
        <Button
          type="button"
          disabled={connect.isPending}
          onClick={() => connect.mutateAsync().catch(fail)}
        >
          Conectar conta do Mercado Pago
        </Button>
      ) : (
        <p className="text-sm text-muted">{mercadopagoMessages.notAvailable}</p>
      )}
    </Section>
  );
}
