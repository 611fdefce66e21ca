import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Scissors from 'lucide-react/icons/scissors';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { getRoleLabel } from '@navalha/core/domain/auth/role-label';
import { useStaff } from '../api/get-staff';
import { InvitationsPanel } from './invitations-panel';
import { LoadState } from './load-state';

export const barbersMessages = {
  loadFailed: 'Erro ao carregar barbeiros',
  empty: 'Nenhum barbeiro cadastrado',
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
        {barber.role === 'BARBER' ? null : <Badge>{getRoleLabel(barber.role)}</Badge>}
        {barber.isActive ? null : <Badge tone="inactive">Inativo</Badge>}
        <ChevronRight aria-hidden className="size-5 text-muted" />
      </Link>
    </li>
  );
}

/**
 * The shop's barbers (/admin/barbers): everyone clients can book (admins and the owner who also
 * take bookings too), each one's page, and invitations for new barbers.
 */
export function BarbersScreen() {
  const query = useStaff('barbers');

  return (
    <div className="flex flex-col gap-4">
      <InvitationsPanel invitedRole="BARBER" inviteLabel="Novo barbeiro" />
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
    </div>
  );
}
