import type { User } from '@navalha/core/contracts/auth';
import { accountDeletionMessages } from '@navalha/core/domain/account/account-deletion';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import Info from 'lucide-react/icons/info';
import KeyRound from 'lucide-react/icons/key-round';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import LogOut from 'lucide-react/icons/log-out';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Trash2 from 'lucide-react/icons/trash-2';
import UserRoundCog from 'lucide-react/icons/user-round-cog';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useDownloadAccountData } from '../hooks/use-download-account-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EmailConfirmationStatus } from './email-confirmation-status';
import { WhatsappConsentSection } from './whatsapp-consent';

const rowClass = 'flex min-h-14 w-full items-center gap-3 px-4 text-left text-base';
const listClass = 'divide-y divide-line overflow-hidden rounded-card bg-card shadow-card';

function LinkRow({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={`${rowClass} transition-colors hover:bg-page`}>
        {icon}
        <span className="flex-1 font-medium text-ink">{children}</span>
        <ChevronRight aria-hidden className="size-5 text-muted" />
      </Link>
    </li>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="px-1 text-sm font-semibold text-muted">
        {title}
      </h2>
      <ul className={listClass}>{children}</ul>
    </section>
  );
}

export interface AccountOverviewProps {
  user: User;
  /** Signs out and leaves the page; resolves once done or failed. */
  onSignOut: () => Promise<unknown>;
  /** The account was deleted on the server: end the session. */
  onAccountDeleted: () => void;
}

/**
 * Spec §2 "Account": who is signed in, 'Minha conta' and 'Sair da conta', the 'Mais' section
 * with 'Ajuda & Suporte' and 'Sobre o App', and the holder's LGPD rights: the terms, the privacy
 * policy, a copy of their data and deleting the account (clients; staff accounts are the shop's).
 */
export function AccountOverview({ user, onSignOut, onAccountDeleted }: AccountOverviewProps) {
  const [signingOut, setSigningOut] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const dataExport = useDownloadAccountData();
  const iconClass = 'size-6 text-muted';

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
        <EmailConfirmationStatus user={user} />
      </section>

      <nav aria-label="Opções da conta">
        <ul className={listClass}>
          <LinkRow
            to="/account/profile"
            icon={<UserRoundCog aria-hidden className="size-6 text-accent" />}
          >
            Minha conta
          </LinkRow>
          <LinkRow
            to="/account/password"
            icon={<KeyRound aria-hidden className="size-6 text-accent" />}
          >
            Alterar senha
          </LinkRow>
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

      {user.role === 'CLIENT' ? <WhatsappConsentSection /> : null}

      <Section id="account-more" title="Mais">
        <LinkRow to="/account/help" icon={<LifeBuoy aria-hidden className={iconClass} />}>
          Ajuda & Suporte
        </LinkRow>
        <LinkRow to="/account/about" icon={<Info aria-hidden className={iconClass} />}>
          Sobre o App
        </LinkRow>
      </Section>

      <Section id="account-privacy" title="Privacidade e dados">
        <LinkRow to="/terms" icon={<FileText aria-hidden className={iconClass} />}>
          Termos de uso
        </LinkRow>
        <LinkRow to="/privacy" icon={<ShieldCheck aria-hidden className={iconClass} />}>
          Política de privacidade
        </LinkRow>
        <li>
          <button
            type="button"
            onClick={() => void dataExport.download()}
            disabled={dataExport.downloading}
            className={`${rowClass} font-medium text-ink transition-colors hover:bg-page disabled:text-muted`}
          >
            <Download aria-hidden className={iconClass} />
            {dataExport.downloading ? 'Preparando seus dados...' : 'Baixar meus dados'}
          </button>
        </li>
        {user.role === 'CLIENT' ? (
          <li>
            <button
              type="button"
              onClick={() => setDeleting(true)}
              className={`${rowClass} font-medium text-danger transition-colors hover:bg-danger-soft`}
            >
              <Trash2 aria-hidden className="size-6" />
              Excluir minha conta
            </button>
          </li>
        ) : (
          <li className={`${rowClass} py-3 text-sm text-muted`}>
            <Trash2 aria-hidden className="size-6 shrink-0" />
            {accountDeletionMessages.staffOnly}
          </li>
        )}
      </Section>

      {user.role === 'CLIENT' ? (
        <DeleteAccountDialog
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={onAccountDeleted}
        />
      ) : null}
    </div>
  );
}
