import { acceptInvitationBodySchema } from '@navalha/core/contracts/invitations';
import type { PublicInvitation } from '@navalha/core/contracts/invitations';
import { getRoleHome } from '@navalha/core/domain/auth/roles';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { acceptInvitation } from '../api/accept-invitation';
import { getInvitation } from '../api/get-invitation';
import { sessionMessages, useSession } from '../hooks/use-session';
import { AuthLayout } from './auth-layout';

/** What a link that does not work says, by the server's code. */
export const invitationPages = {
  INVITATION_INVALID: {
    title: 'Convite inválido',
    text: 'Este link de convite não funciona. Peça à barbearia um novo convite.',
  },
  INVITATION_EXPIRED: {
    title: 'Convite expirado',
    text: 'Este convite passou dos 7 dias. Peça à barbearia que o reenvie.',
  },
  INVITATION_ACCEPTED: {
    title: 'Convite já aceito',
    text: 'Este convite já foi usado para criar uma conta. Entre com seu email e senha.',
  },
  failed: {
    title: 'Não foi possível abrir o convite',
    text: 'Verifique sua conexão e tente novamente.',
  },
} as const;

type RefusalKey = keyof typeof invitationPages;

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: PublicInvitation }
  | { status: 'refused'; key: RefusalKey };

function refusalOf(error: unknown): RefusalKey {
  if (isApiError(error) && error.code in invitationPages) return error.code as RefusalKey;
  return 'failed';
}

const roleNames = {
  BARBER: 'barbeiro',
  RECEPTION: 'recepcionista',
  ADMIN: 'administrador',
} as const;

/**
 * /convite?token=…: the invited person sees the shop and their e-mail, sets their own password
 * twice (the sign-up rules) and lands in their area, signed in. A link that does not work gets
 * a page that says why.
 */
export function AcceptInvitation({ token }: { token: string | null }) {
  const [state, setState] = useState<PageState>(
    token ? { status: 'loading' } : { status: 'refused', key: 'INVITATION_INVALID' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getInvitation(token, controller.signal).then(
      (invitation) => setState({ status: 'ready', invitation }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'refused', key: refusalOf(error) });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  if (state.status === 'loading') {
    return (
      <AuthLayout title="Convite" subtitle="Abrindo seu convite…">
        <div className="flex flex-col gap-4" aria-hidden>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      </AuthLayout>
    );
  }

  if (state.status === 'refused') {
    const page = invitationPages[state.key];
    return (
      <AuthLayout title={page.title} subtitle={page.text}>
        {state.key === 'failed' ? (
          <Button
            size="lg"
            fullWidth
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((value) => value + 1);
            }}
          >
            Tentar novamente
          </Button>
        ) : (
          <Link to="/signin" className={buttonStyles({ size: 'lg', fullWidth: true })}>
            Ir para o login
          </Link>
        )}
      </AuthLayout>
    );
  }

  const { invitation } = state;
  return (
    <AuthLayout
      title="Defina sua senha"
      subtitle={`${invitation.shopName} convidou você para a equipe como ${roleNames[invitation.role]}.`}
    >
      <PasswordForm
        token={token ?? ''}
        invitation={invitation}
        onRefused={(key) => setState({ status: 'refused', key })}
      />
    </AuthLayout>
  );
}

function PasswordForm({
  token,
  invitation,
  onRefused,
}: {
  token: string;
  invitation: PublicInvitation;
  onRefused: (key: RefusalKey) => void;
}) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const check = acceptInvitationBodySchema.safeParse({ password, confirmPassword });
    if (!check.success) {
      const found: typeof errors = {};
      for (const issue of check.error.issues) {
        const field = issue.path[0] === 'confirmPassword' ? 'confirmPassword' : 'password';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setSubmitting(true);
    try {
      const session = await acceptInvitation(token, check.data);
      signIn(session, true);
      toast.success(sessionMessages.welcome(session.user.name));
      void navigate(getRoleHome(session.user.role), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.code in invitationPages) {
        onRefused(error.code as RefusalKey);
      } else if (isApiError(error) && error.field === 'confirmPassword') {
        setErrors({ confirmPassword: error.message });
      } else if (isApiError(error) && error.field === 'password') {
        setErrors({ password: error.message });
      } else {
        toast.error(isApiError(error) ? error.message : invitationPages.failed.title);
      }
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <p className="rounded-control bg-tint px-4 py-3 text-sm text-ink">
        Você vai entrar com o email <strong className="break-all">{invitation.email}</strong>.
      </p>
      <PasswordField
        label="Senha"
        autoComplete="new-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
        error={errors.password}
        hint="No mínimo 6 caracteres, com letra maiúscula, minúscula, número e um de @$!%*?&."
      />
      <PasswordField
        label="Confirmar senha"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => {
          setConfirmPassword(event.target.value);
          setErrors((current) => ({ ...current, confirmPassword: undefined }));
        }}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? 'Criando conta…' : 'Criar senha e entrar'}
      </Button>
    </form>
  );
}
