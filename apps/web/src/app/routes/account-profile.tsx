import type { Profile } from '@navalha/core/contracts/account';
import { profileMessages } from '@navalha/core/domain/account/profile-rules';
import { useQueryClient } from '@tanstack/react-query';
import UserRound from 'lucide-react/icons/user-round';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { accountKeys } from '../../features/account/api/query-keys';
import { useProfile } from '../../features/account/api/get-profile';
import { AvatarPicker } from '../../features/account/components/avatar-picker';
import { ProfileForm } from '../../features/account/components/profile-form';
import { useSession } from '../../features/auth/hooks/use-session';
import { sessionStore } from '../../features/auth/session-store';
import { toast } from '../../lib/toast';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** The session's copy of the user follows what the profile screen saved. */
function syncSession(profile: Profile) {
  const { id, name, email, role, phone, avatarUrl, isVerified } = profile;
  sessionStore.updateUser({ id, name, email, role, phone, avatarUrl, isVerified });
}

/** /account/profile: the profile edit of spec §5; back to /account, and there after saving. */
export function AccountProfileRoute() {
  const { user } = useSession();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function saved(next: Profile) {
    syncSession(next);
    toast.success(profileMessages.updated);
    void navigate('/account');
  }

  function avatarChanged(avatarUrl: string | null) {
    if (!profile.data) return;
    const next = { ...profile.data, avatarUrl };
    queryClient.setQueryData(accountKeys.profile, next);
    syncSession(next);
  }

  return (
    <div className="min-h-dvh">
      <PageHeader title="Minha conta" backTo="/account" />
      <PageContent className="flex flex-col gap-6">
        {!user ? (
          <p role="alert" className="text-base text-danger">
            {profileMessages.notAuthenticated}
          </p>
        ) : profile.isPending ? (
          <div aria-busy className="flex flex-col items-center gap-4">
            <Skeleton className="size-24 rounded-full" />
            <Skeleton className="h-80 w-full rounded-card" />
          </div>
        ) : profile.isError ? (
          <EmptyState
            tone="danger"
            icon={<UserRound aria-hidden className="size-6" />}
            title="Não foi possível carregar seu perfil."
          >
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              Tentar novamente
            </Button>
          </EmptyState>
        ) : (
          <>
            <AvatarPicker
              name={profile.data.name}
              email={profile.data.email}
              avatarUrl={profile.data.avatarUrl}
              onChange={avatarChanged}
            />
            <ProfileForm profile={profile.data} onSaved={saved} />
          </>
        )}
      </PageContent>
    </div>
  );
}
