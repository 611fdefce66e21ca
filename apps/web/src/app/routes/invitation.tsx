import { useSearchParams } from 'react-router';
import { AcceptInvitation } from '../../features/auth/components/accept-invitation';

/** /convite?token=…: a staff invitation's link (issue 14 §3), open signed in or not. */
export function InvitationRoute() {
  const [params] = useSearchParams();
  return <AcceptInvitation token={params.get('token')} />;
}
