import type { User } from '@navalha/core/contracts/auth';
import { getRoleLabel } from '@navalha/core/domain/auth/role-label';
import LogOut from 'lucide-react/icons/log-out';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Logo } from '../../../components/logo';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

export interface StaffLandingProps {
  title: string;
  user: User;
  onSignOut: () => Promise<unknown>;
  /** The role's own shortcuts, shown above sign-out. */
  actions?: ReactNode;
}

/** The landing of barbers and of the shop's admins and owners: who is signed in, and sign-out. */
export function StaffLanding({ title, user, onSignOut, actions }: StaffLandingProps) {
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-content flex-col gap-8 px-4 pt-8 pb-[calc(32px+env(safe-area-inset-bottom))]">
      <Logo />
      <section className="flex flex-col items-center gap-4 rounded-card bg-card px-5 py-8 text-center shadow-card">
        <Avatar name={user.name} email={user.email} avatarUrl={user.avatarUrl} />
        <div className="flex flex-col items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          <p className="text-base text-muted">
            Conectado como <span className="font-semibold text-ink">{user.name}</span>
          </p>
          <Badge>{getRoleLabel(user.role)}</Badge>
        </div>
        {actions}
        <Button
          variant="danger"
          size="lg"
          fullWidth
          className="mt-2"
          onClick={() => void signOut()}
          disabled={signingOut}
        >
          <LogOut aria-hidden className="size-5" />
          {signingOut ? 'Saindo...' : 'Sair da conta'}
        </Button>
      </section>
    </main>
  );
}
