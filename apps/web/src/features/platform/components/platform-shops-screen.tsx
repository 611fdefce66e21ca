import type { PlatformShop } from '@navalha/core/contracts/platform';
import { platformShopStatusBodySchema } from '@navalha/core/contracts/platform';
import { formatDate } from '@navalha/core/domain/format/date-time';
import { formatBasisPoints } from '@navalha/core/domain/format/percent';
import Building from 'lucide-react/icons/building';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { listPlatformShops, setShopSuspended } from '../api/platform-shops';
import { PlatformFeeDialog } from './platform-fee-dialog';

/** The operator reads dates on the platform's clock: São Paulo, where Navalha runs. */
const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; shops: PlatformShop[]; defaultFee: number }
  | { status: 'failed' };

/**
 * The shop's line on the platform's fee: its own, or the platform's default. Fees arrive decoded
 * as basis points (375) and read as 3,75%.
 */
function platformFeeLabel(shop: PlatformShop, defaultBasisPoints: number): string {
  return shop.platformFeePercent === null
    ? `${formatBasisPoints(defaultBasisPoints)} (padrão da plataforma)`
    : formatBasisPoints(shop.platformFeePercent);
}

/**
 * 'Plataforma' (issue 20 §1): the operator's home. Every shop with counts only (bookings in the
 * last 30 days, staff, created at), its platform fee ('Alterar taxa', §3) and 'Suspender' /
 * 'Reativar' with a reason. Nothing of a
 * shop's clients or money is on this screen, because the API gives none.
 */
export function PlatformShopsScreen({ onSignOut }: { onSignOut: () => void }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [changing, setChanging] = useState<PlatformShop | null>(null);
  const [pricing, setPricing] = useState<PlatformShop | null>(null);

  const reload = useCallback(() => {
    listPlatformShops().then(
      (list) =>
        setLoad({ status: 'ready', shops: list.data, defaultFee: list.defaultPlatformFeePercent }),
      () => setLoad({ status: 'failed' }),
    );
  }, []);
  useEffect(reload, [reload]);

  return (
    <main className="mx-auto flex w-full max-w-content flex-col gap-4 px-4 pt-6 pb-10">
      <header className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-[28px] leading-tight font-bold tracking-tight text-ink">
            Plataforma
          </h1>
          <p className="text-base text-muted">
            As barbearias hospedadas nesta instalação, com a atividade em números.
          </p>
        </div>
        <Button variant="secondary" onClick={onSignOut}>
          Sair
        </Button>
      </header>
      {load.status === 'loading' ? (
        <div aria-busy="true" aria-label="Carregando" className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : null}
      {load.status === 'failed' ? (
        <EmptyState
          tone="danger"
          icon={<TriangleAlert aria-hidden />}
          title="Não foi possível carregar as barbearias."
        >
          <Button variant="secondary" onClick={reload}>
            Tentar novamente
          </Button>
        </EmptyState>
      ) : null}
      {load.status === 'ready' && load.shops.length === 0 ? (
        <EmptyState icon={<Building aria-hidden />} title="Nenhuma barbearia cadastrada ainda." />
      ) : null}
      {load.status === 'ready' ? (
        <ul className="flex flex-col gap-3" aria-label="Barbearias">
          {load.shops.map((shop) => (
            <li key={shop.id} className="flex flex-col gap-2 rounded-card bg-card p-4 shadow-card">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h2 className="text-lg font-semibold text-ink">{shop.name}</h2>
                  {shop.slug ? <p className="text-sm text-muted">/b/{shop.slug}</p> : null}
                </div>
                {shop.suspendedAt ? (
                  <Badge tone="cancelled">Suspensa</Badge>
                ) : (
                  <Badge tone="confirmed">Ativa</Badge>
                )}
              </div>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-muted">Agendamentos (30 dias)</dt>
                  <dd className="text-base font-semibold text-ink">{shop.bookingsLast30Days}</dd>
                </div>
                <div>
                  <dt className="text-muted">Equipe</dt>
                  <dd className="text-base font-semibold text-ink">{shop.staffCount}</dd>
                </div>
                <div>
                  <dt className="text-muted">Criada em</dt>
                  <dd className="text-base font-semibold text-ink">
                    {formatDate(shop.createdAt, PLATFORM_TIME_ZONE)}
                  </dd>
                </div>
              </dl>
              <p className="text-sm text-muted">
                Taxa da plataforma: {platformFeeLabel(shop, load.defaultFee)}
              </p>
              {shop.suspendedAt && shop.suspensionReason ? (
                <p className="text-sm text-muted">Motivo da suspensão: {shop.suspensionReason}</p>
              ) : null}
              <div className="grid grid-cols-2 gap-2">
                <Button variant="secondary" onClick={() => setPricing(shop)}>
                  Alterar taxa
                </Button>
                <Button
                  variant={shop.suspendedAt ? 'primary' : 'secondary'}
                  onClick={() => setChanging(shop)}
                >
                  {shop.suspendedAt ? 'Reativar' : 'Suspender'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {changing ? (
        <ReasonDialog
          shop={changing}
          onClose={() => setChanging(null)}
          onDone={() => {
            setChanging(null);
            reload();
          }}
        />
      ) : null}
      {pricing && load.status === 'ready' ? (
        <PlatformFeeDialog
          shop={pricing}
          defaultBasisPoints={load.defaultFee}
          onClose={() => setPricing(null)}
          onDone={() => {
            setPricing(null);
            reload();
          }}
        />
      ) : null}
    </main>
  );
}

function ReasonDialog({
  shop,
  onClose,
  onDone,
}: {
  shop: PlatformShop;
  onClose: () => void;
  onDone: () => void;
}) {
  const suspend = shop.suspendedAt === null;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = platformShopStatusBodySchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      await setShopSuspended(shop.id, suspend, checked.data.reason);
      toast.success(suspend ? 'Barbearia suspensa.' : 'Barbearia reativada.');
      onDone();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Não foi possível salvar.');
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={suspend ? `Suspender ${shop.name}` : `Reativar ${shop.name}`}
      description={
        suspend
          ? 'A página pública e os agendamentos param com um aviso; os dados da barbearia ficam.'
          : 'A página pública e os agendamentos voltam a funcionar.'
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <TextField
          label="Motivo"
          hint="Fica no registro de atividades da barbearia."
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth disabled={pending}>
          {suspend ? 'Suspender barbearia' : 'Reativar barbearia'}
        </Button>
      </form>
    </Dialog>
  );
}
