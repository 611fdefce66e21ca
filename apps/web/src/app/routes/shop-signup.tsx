import { useNavigate } from 'react-router';
import { HoursEditor } from '../../features/admin/components/hours-editor';
import { useSession } from '../../features/auth/hooks/use-session';
import { ShopSignupWizard } from '../../features/setup/components/shop-signup-wizard';

/** /cadastro-barbearia: 'Cadastre sua barbearia' (issue 20 §1), when the server allows it. */
export function ShopSignupRoute() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  return (
    <ShopSignupWizard
      renderHours={({ periods, onSave }) => (
        <HoursEditor periods={periods} pending={false} onSave={onSave} />
      )}
      onSignedIn={(session) => signIn(session, true)}
      onFinished={() => void navigate('/admin', { replace: true })}
    />
  );
}
