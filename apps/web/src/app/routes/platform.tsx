import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/logout';
import { sessionStore } from '../../features/auth/session-store';
import { PlatformShopsScreen } from '../../features/platform/components/platform-shops-screen';

/**
 * /plataforma: the platform's operator's home (issue 20 §1). Outside the signed-in layout: the
 * operator has no notifications or query cache, so signing out is the session's alone.
 */
export function PlatformRoute() {
  const navigate = useNavigate();
  return (
    <PlatformShopsScreen
      onSignOut={() => {
        void logout()
          .catch(() => undefined)
          .then(() => {
            sessionStore.clear('signOut');
            void navigate('/signin', { replace: true });
          });
      }}
    />
  );
}
