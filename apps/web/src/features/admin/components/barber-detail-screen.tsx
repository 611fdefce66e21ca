import type { ShopResetLink } from '@navalha/core/contracts/passwords';
import type { TimeOff } from '@navalha/core/contracts/admin-staff';
import KeyRound from 'lucide-react/icons/key-round';
import Pencil from 'lucide-react/icons/pencil';
import UserX from 'lucide-react/icons/user-x';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateTimeOff } from '../api/create-time-off';
import type { TimeOffInput } from '../api/create-time-off';
import { useDeleteTimeOff } from '../api/delete-time-off';
import { useAdminServices } from '../api/get-admin-services';
import { useStaff } from '../api/get-staff';
import { useTimeOff } from '../api/get-time-off';
import { useWorkingHours } from '../api/get-working-hours';
import { useReplaceWorkingHours } from '../api/replace-working-hours';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { useUpdateStaff } from '../api/update-staff';
import type { StaffInput } from '../api/update-staff';
import { reportSaveError } from '../save-errors';
import type { WeekPeriod } from '../hours-week';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmRequest } from './confirm-dialog';
import { HoursEditor } from './hours-editor';
import { LoadState } from './load-state';
import { ResetLinkDialog } from './reset-link-dialog';
import { StaffFormDialog, staffFormFields } from './staff-form-dialog';
import { TimeOffSection, timeOffFields } from './time-off-section';

export const barberDetailMessages = {
  notFound: 'Barbeiro não encontrado',
  hoursSaved: 'Horários salvos.',
  hoursFailed: 'Erro ao carregar os horários',
  saved: 'Barbeiro atualizado.',
  deactivated: 'Barbeiro desativado: ele não entra mais no app nem recebe agendamentos.',
  reactivated: 'Barbeiro reativado.',
  timeOffSaved: 'Folga marcada.',
  timeOffRemoved: 'Folga removida.',
} as const;

/** One barber (/admin/barbers/:id): data and services, weekly hours, time off, access. */
export function BarberDetailScreen({ barberId }: { barberId: string }) {
  const barbers = useStaff('barbers');
  const services = useAdminServices();
  const hours = useWorkingHours(barberId);
  const timeOff = useTimeOff(barberId);
  const updateStaff = useUpdateStaff('barbers');
  const resetPassword = useResetStaffPassword('barbers');
  const replaceHours = useReplaceWorkingHours(barberId);
  const createTimeOff = useCreateTimeOff(barberId);
  const deleteTimeOff = useDeleteTimeOff(barberId);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [resetLink, setResetLink] = useState<ShopResetLink | null>(null);
  const barber = barbers.data?.find((member) => member.id === barberId);
  const managerWhoBooks = barber !== undefined && barber.role !== 'BARBER';

  if (barbers.isSuccess && !barber) {
    return (
      <EmptyState
        icon={<UserX aria-hidden className="size-6" />}
        title={barberDetailMessages.notFound}
      />
    );
  }

  async function save(body: StaffInput) {
    try {
      await updateStaff.mutateAsync({ id: barberId, body });
      setEditing(false);
      toast.success(barberDetailMessages.saved);
      return {};
    } catch (error) {
      return reportSaveError(error, staffFormFields);
    }
  }

  async function saveHours(periods: WeekPeriod[]): Promise<string | null> {
    try {
      await replaceHours.mutateAsync(periods);
      toast.success(barberDetailMessages.hoursSaved);
      return null;
    } catch (error) {
      return isApiError(error) ? error.message : 'Erro ao salvar. Tente novamente.';
    }
  }

  async function addTimeOff(body: TimeOffInput) {
    try {
      const created = await createTimeOff.mutateAsync(body);
      const overlapping = created.overlappingAppointments;
      toast.success(barberDetailMessages.timeOffSaved, {
        ...(overlapping > 0
          ? {
              description: `${overlapping} ${overlapping === 1 ? 'agendamento já marcado continua' : 'agendamentos já marcados continuam'} nesse período: reagende ou cancele na agenda.`,
            }
          : {}),
      });
      return {};
    } catch (error) {
      return reportSaveError(error, timeOffFields);
    }
  }

  function removeTimeOff(item: TimeOff) {
    setConfirm({
      title: 'Remover folga?',
      description: 'Os horários voltam a ficar disponíveis para agendamento.',
      confirmLabel: 'Remover folga',
      danger: true,
      onConfirm: async () => {
        try {
          await deleteTimeOff.mutateAsync(item.id);
          toast.success(barberDetailMessages.timeOffRemoved);
        } catch (error) {
          reportSaveError(error, []);
        }
        setConfirm(null);
      },
    });
  }

  function askResetPassword() {
    setConfirm({
      title: 'Gerar link de redefinição?',
      description:
        'O barbeiro abre o link e cria a própria senha; ao usá-lo, sai de todos os aparelhos. O link vale por 1 hora e aparece uma única vez.',
      confirmLabel: 'Gerar link',
      onConfirm: async () => {
        try {
          setResetLink(await resetPassword.mutateAsync(barberId));
        } catch (error) {
          reportSaveError(error, []);
        }
        setConfirm(null);
      },
    });
  }

  function askToggleActive() {
    if (!barber) return;
    if (!barber.isActive) {
      void updateStaff
        .mutateAsync({ id: barberId, body: { isActive: true } })
        .then(() => toast.success(barberDetailMessages.reactivated))
        .catch((error: unknown) => reportSaveError(error, []));
      return;
    }
    const upcoming = barber.upcomingAppointments;
    setConfirm({
      title: 'Desativar barbeiro?',
      description: `${barber.name} não poderá entrar no app nem receber novos agendamentos.${
        upcoming > 0
          ? ` ${upcoming} ${upcoming === 1 ? 'agendamento futuro continua marcado' : 'agendamentos futuros continuam marcados'}: reagende ou cancele na agenda.`
          : ''
      }`,
      confirmLabel: 'Desativar',
      danger: true,
      onConfirm: async () => {
        try {
          await updateStaff.mutateAsync({ id: barberId, body: { isActive: false } });
          toast.success(barberDetailMessages.deactivated);
        } catch (error) {
          reportSaveError(error, []);
        }
        setConfirm(null);
      },
    });
  }

  const serviceNames = (services.data ?? [])
    .filter((service) => barber?.serviceIds.includes(service.id))
    .map((service) => service.name);

  return (
    <LoadState
      isPending={barbers.isPending}
      isError={barbers.isError}
      isRefetching={barbers.isRefetching}
      onRetry={() => void barbers.refetch()}
      errorText="Erro ao carregar barbeiros"
    >
      {barber ? (
        <div className="flex flex-col gap-6">
          <section className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xl font-semibold text-ink">{barber.name}</p>
                <p className="text-sm break-all text-muted">{barber.email}</p>
                {barber.phone ? <p className="text-sm text-muted">{barber.phone}</p> : null}
              </div>
              <Badge tone={barber.isActive ? 'confirmed' : 'inactive'}>
                {barber.isActive ? 'Ativo' : 'Inativo'}
              </Badge>
            </div>
            <p className="text-sm text-muted">
              {serviceNames.length > 0 ? serviceNames.join(', ') : 'Nenhum serviço atribuído.'}
            </p>
            <div className="grid grid-cols-1 gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil aria-hidden className="size-5" />
                {managerWhoBooks ? 'Editar serviços' : 'Editar dados e serviços'}
              </Button>
              {/* An admin or the owner who takes bookings: their account is managed in Equipe. */}
              {managerWhoBooks ? null : (
                <>
                  <Button variant="secondary" onClick={askResetPassword}>
                    <KeyRound aria-hidden className="size-5" />
                    Gerar link de redefinição
                  </Button>
                  <Button
                    variant={barber.isActive ? 'danger' : 'secondary'}
                    onClick={askToggleActive}
                    disabled={updateStaff.isPending}
                  >
                    {barber.isActive ? 'Desativar barbeiro' : 'Reativar barbeiro'}
                  </Button>
                </>
              )}
            </div>
          </section>

          {barber.isActive ? (
            <>
              <LoadState
                isPending={hours.isPending}
                isError={hours.isError}
                isRefetching={hours.isRefetching}
                onRetry={() => void hours.refetch()}
                errorText={barberDetailMessages.hoursFailed}
              >
                {hours.data ? (
                  <HoursEditor
                    key={hours.dataUpdatedAt}
                    periods={hours.data}
                    pending={replaceHours.isPending}
                    onSave={saveHours}
                  />
                ) : null}
              </LoadState>
              <TimeOffSection
                items={timeOff.data ?? []}
                pending={createTimeOff.isPending}
                onCreate={addTimeOff}
                onDelete={removeTimeOff}
              />
            </>
          ) : (
            <p className="text-base text-muted">
              Reative o barbeiro para editar os horários e as folgas.
            </p>
          )}
        </div>
      ) : null}
      <StaffFormDialog
        open={editing}
        kind="barbers"
        member={barber ?? null}
        services={services.data ?? []}
        pending={updateStaff.isPending}
        onClose={() => setEditing(false)}
        onSubmit={save}
      />
      <ConfirmDialog
        request={confirm}
        pending={updateStaff.isPending || resetPassword.isPending || deleteTimeOff.isPending}
        onClose={() => setConfirm(null)}
      />
      <ResetLinkDialog value={resetLink} onClose={() => setResetLink(null)} />
    </LoadState>
  );
}
