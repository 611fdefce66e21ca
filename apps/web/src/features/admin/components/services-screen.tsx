import type { AdminService } from '@navalha/core/contracts/admin-services';
import { formatDuration } from '@navalha/core/domain/format/duration';
import { formatBRL } from '@navalha/core/domain/money';
import Plus from 'lucide-react/icons/plus';
import Scissors from 'lucide-react/icons/scissors';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ServiceThumbnail } from '../../../components/ui/service-icon';
import { toast } from '../../../lib/toast';
import type { ServiceInput } from '../api/create-service';
import { useDeactivateService } from '../api/deactivate-service';
import { useAdminServices } from '../api/get-admin-services';
import { useStaff } from '../api/get-staff';
import { useSaveService } from '../api/update-service';
import { reportSaveError } from '../save-errors';
import { LoadState } from './load-state';
import { ServiceFormDialog, serviceFormFields } from './service-form-dialog';

export const servicesMessages = {
  loadFailed: 'Erro ao carregar serviços',
  empty: 'Nenhum serviço cadastrado',
  created: 'Serviço criado.',
  saved: 'Serviço salvo.',
  deactivated: 'Serviço desativado: ele sai do cardápio dos clientes.',
  reactivated: 'Serviço reativado.',
} as const;

/** The shop's menu (/admin/services): every service, active or not, and its editor. */
export function ServicesScreen() {
  const query = useAdminServices();
  const barbers = useStaff('barbers');
  const save = useSaveService();
  const deactivate = useDeactivateService();
  const [editing, setEditing] = useState<AdminService | null | undefined>(undefined);

  async function submit(body: ServiceInput) {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success(editing ? servicesMessages.saved : servicesMessages.created);
      setEditing(undefined);
      return {};
    } catch (error) {
      return reportSaveError(error, serviceFormFields);
    }
  }

  async function toggle(service: AdminService) {
    try {
      if (service.isActive) await deactivate.mutateAsync(service.id);
      else await save.mutateAsync({ id: service.id, body: { isActive: true } });
      toast.success(service.isActive ? servicesMessages.deactivated : servicesMessages.reactivated);
    } catch (error) {
      reportSaveError(error, []);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <Button size="lg" fullWidth onClick={() => setEditing(null)}>
        <Plus aria-hidden className="size-5" />
        Novo serviço
      </Button>
      <LoadState
        isPending={query.isPending}
        isError={query.isError}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        errorText={servicesMessages.loadFailed}
      >
        {query.data?.length === 0 ? (
          <EmptyState
            icon={<Scissors aria-hidden className="size-6" />}
            title={servicesMessages.empty}
          />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Serviços">
            {(query.data ?? []).map((service) => (
              <li
                key={service.id}
                className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
              >
                <div className="flex items-start gap-3">
                  <ServiceThumbnail iconKey={service.iconKey} imageUrl={service.imageUrl} />
                  <div className="min-w-0 flex-1">
                    <p className="text-base font-semibold text-ink">{service.name}</p>
                    <p className="text-sm text-muted tabular-nums">
                      {service.pricing.hasDiscount ? (
                        <>
                          <s>{formatBRL(service.price)}</s>{' '}
                          <span className="font-semibold text-ink">
                            {formatBRL(service.pricing.finalPrice)}
                          </span>
                        </>
                      ) : (
                        formatBRL(service.price)
                      )}{' '}
                      · {formatDuration(service.durationMinutes)} · {service.barbersCount}{' '}
                      {service.barbersCount === 1 ? 'barbeiro' : 'barbeiros'}
                    </p>
                  </div>
                  {service.isActive ? null : <Badge tone="inactive">Inativo</Badge>}
                </div>
                <div className="grid grid-cols-2 gap-2">
                  <Button variant="secondary" onClick={() => setEditing(service)}>
                    Editar
                  </Button>
                  <Button
                    variant={service.isActive ? 'danger' : 'secondary'}
                    disabled={deactivate.isPending || save.isPending}
                    onClick={() => void toggle(service)}
                  >
                    {service.isActive ? 'Desativar' : 'Reativar'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <ServiceFormDialog
        open={editing !== undefined}
        service={editing ?? null}
        barbers={barbers.data ?? []}
        pending={save.isPending}
        onClose={() => setEditing(undefined)}
        onSubmit={submit}
      />
    </div>
  );
}
