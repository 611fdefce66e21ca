import type { User } from '@navalha/core/contracts/auth';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Info from 'lucide-react/icons/info';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import LogOut from 'lucide-react/icons/log-out';
import UserRoundCog from 'lucide-react/icons/user-round-cog';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';

const rowClass = 'flex min-h-14 w-full items-center gap-3 px-4 text-left text-base';

export interface AccountOverviewProps {
  user: User;
  /** Signs out and leaves the page; resolves once done or failed. */
  onSignOut: () => Promise<unknown>;
}

/** Spec §2 "Account": who is signed in, their account menu and the 'Mais' section. */
export function AccountOverview({ user, onSignOut }: AccountOverviewProps) {
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
    <div className="flex flex-col gap-6">
      <section className="flex flex-col items-center gap-3 rounded-card bg-card px-4 py-6 text-center shadow-card">
        <Avatar name={user.name} email={user.email} avatarUrl={user.avatarUrl} />
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words text-ink">{user.name}</p>
          <p className="mt-1 text-base break-all text-muted">{user.email}</p>
        </div>
      </section>

      <nav aria-label="Opções da conta">
        <ul className="divide-y divide-line overflow-hidden rounded-card bg-card shadow-card">
          <li>
            <Link to="/account/profile" className={`${rowClass} transition-colors hover:bg-page`}>
              <UserRoundCog aria-hidden className="size-6 text-accent" />
              <span className="flex-1 font-medium text-ink">Minha conta</span>
              <ChevronRight aria-hidden className="size-5 text-muted" />
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => void signOut()}
              disabled={signingOut}
              className={`${rowClass} font-medium text-danger transition-colors hover:bg-danger-soft disabled:text-muted`}
            >
              <LogOut aria-hidden className="size-6" />
              {signingOut ? 'Saindo...' : 'Sair da conta'}
            </button>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="account-more" className="flex flex-col gap-2">
        <h2 id="account-more" className="px-1 text-sm font-semibold text-muted">
          Mais
        </h2>
        <ul className="divide-y divide-line rounded-card bg-card shadow-card">
          <li className={`${rowClass} text-ink`}>
            <LifeBuoy aria-hidden className="size-6 text-muted" />
            Ajuda & Suporte
          </li>
          <li className={`${rowClass} text-ink`}>
            <Info aria-hidden className="size-6 text-muted" />
            Sobre o App
          </li>
        </ul>
      </section>
    </div>
  );
}
