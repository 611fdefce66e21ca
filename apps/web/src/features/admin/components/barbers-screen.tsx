import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Plus from 'lucide-react/icons/plus';
import Scissors from 'lucide-react/icons/scissors';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { toast } from '../../../lib/toast';
import { useAdminServices } from '../api/services';
import { useStaff, useStaffMutations } from '../api/staff';
import type { StaffInput } from '../api/staff';
import { reportSaveError } from '../form-errors';
import { LoadState } from './load-state';
import { OneTimePasswordDialog } from './one-time-password-dialog';
import type { OneTimePassword } from './one-time-password-dialog';
import { StaffFormDialog, staffFormFields } from './staff-form-dialog';

export const barbersMessages = {
  loadFailed: 'Erro ao carregar barbeiros',
  empty: 'Nenhum barbeiro cadastrado',
  created: 'Barbeiro cadastrado.',
} as const;

function BarberRow({ barber }: { barber: StaffMember }) {
  return (
    <li>
      <Link
        to={`/admin/barbers/${barber.id}`}
        className="flex items-center gap-3 rounded-card bg-card p-4 shadow-card transition-colors hover:bg-tint"
      >
        <Avatar name={barber.name} email={barber.email} avatarUrl={null} size={48} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-semibold text-ink">{barber.name}</p>
          <p className="text-sm text-muted">
            {barber.serviceIds.length} {barber.serviceIds.length === 1 ? 'serviço' : 'serviços'} ·{' '}
            {barber.upcomingAppointments}{' '}
            {barber.upcomingAppointments === 1 ? 'agendamento futuro' : 'agendamentos futuros'}
          </p>
        </div>
        {barber.isActive ? null : <Badge tone="inactive">Inativo</Badge>}
        <ChevronRight aria-hidden className="size-5 text-muted" />
      </Link>
    </li>
  );
}

/** The shop's barbers (/admin/barbers): each one's page, and new accounts. */
export function BarbersScreen() {
  const query = useStaff('barbers');
  const services = useAdminServices();
  const { create } = useStaffMutations('barbers');
  const [creating, setCreating] = useState(false);
  const [password, setPassword] = useState<OneTimePassword | null>(null);

  async function submit(body: StaffInput) {
    try {
      const created = await create.mutateAsync(body);
      setCreating(false);
      toast.success(barbersMessages.created);
      setPassword({
        name: created.member.name,
        email: created.member.email,
        password: created.temporaryPassword,
      });
      return {};
    } catch (error) {
      return reportSaveError(error, staffFormFields);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <Button size="lg" fullWidth onClick={() => setCreating(true)}>
        <Plus aria-hidden className="size-5" />
        Novo barbeiro
      </Button>
      <LoadState
        isPending={query.isPending}
        isError={query.isError}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        errorText={barbersMessages.loadFailed}
      >
        {query.data?.length === 0 ? (
          <EmptyState
            icon={<Scissors aria-hidden className="size-6" />}
            title={barbersMessages.empty}
          />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Barbeiros">
            {(query.data ?? []).map((barber) => (
              <BarberRow key={barber.id} barber={barber} />
            ))}
          </ul>
        )}
      </LoadState>
      <StaffFormDialog
        open={creating}
        kind="barbers"
        member={null}
        services={services.data ?? []}
        pending={create.isPending}
        onClose={() => setCreating(false)}
        onSubmit={submit}
      />
      <OneTimePasswordDialog value={password} onClose={() => setPassword(null)} />
    </div>
  );
}
