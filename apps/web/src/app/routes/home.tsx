import { useSession } from '../../features/auth/hooks/use-session';
import { HomeGreeting } from '../../features/home/components/home-greeting';
import { NotificationsButton } from '../layout/notifications-button';
import { PageContent } from '../layout/page-content';

/** / (CLIENT): the greeting; the home's sections arrive with their issues. */
export function HomeRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <PageContent className="pt-6">
      <div className="flex items-start justify-between gap-2">
        <HomeGreeting user={user} />
        <NotificationsButton />
      </div>
    </PageContent>
  );
}
