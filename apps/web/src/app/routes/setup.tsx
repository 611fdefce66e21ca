import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HoursEditor } from '../../features/admin/components/hours-editor';
import { useSession } from '../../features/auth/hooks/use-session';
import { SetupWizard } from '../../features/setup/components/setup-wizard';
import { readSetupToken } from '../../features/setup/setup-token';

/** /setup?token=…: the first-run setup of a production server with no shop (issue 14 §2). */
export function SetupRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  // Read once: after the end it is forgotten, and must not come back from the address.
  const [token] = useState(() => readSetupToken(search));
  return (
    <SetupWizard
      token={token}
      renderHours={({ periods, onSave }) => (
        <HoursEditor periods={periods} pending={false} onSave={onSave} />
      )}
      onSignedIn={(session) => signIn(session, true)}
      onFinished={() => void navigate('/admin', { replace: true })}
    />
  );
}
