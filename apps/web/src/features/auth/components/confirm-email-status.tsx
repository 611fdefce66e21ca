import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { toastMessages } from '../../../lib/toast-catalogue';
import { confirmEmail } from '../api/confirm-email';
import { sessionStore } from '../session-store';

type ConfirmState =
  | { status: 'confirming' }
  | { status: 'confirmed'; email: string }
  | { status: 'failed'; message: string };

/**
 * The page a confirmation link opens (/confirmar-email?token=…): spends the link once (a
 * second render must not spend it again) and says what happened. Works signed in or out.
 */
export function ConfirmEmailStatus({ token }: { token: string }) {
  const [state, setState] = useState<ConfirmState>({ status: 'confirming' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    confirmEmail(token).then(
      ({ email }) => {
        setState({ status: 'confirmed', email });
        const session = sessionStore.getState();
        if (session.status === 'signedIn' && session.user.email === email) {
          sessionStore.updateUser({ ...session.user, isVerified: true });
        }
      },
      (error: unknown) =>
        setState({
          status: 'failed',
          message: isApiError(error) ? error.message : toastMessages.fallback,
        }),
    );
  }, [token]);

  const signedIn = sessionStore.getState().status === 'signedIn';
  return (
    <div className="flex flex-col gap-4 rounded-card bg-card p-5 text-center shadow-card">
      {state.status === 'confirming' ? (
        <p role="status" className="text-base text-muted">
          Confirmando seu e-mail...
        </p>
      ) : state.status === 'confirmed' ? (
        <p role="status" className="text-base text-ink">
          {passwordMessages.emailConfirmed}{' '}
          <span className="font-semibold break-all">{state.email}</span>
        </p>
      ) : (
        <p role="alert" className="text-base text-ink">
          {state.message}
        </p>
      )}
      {state.status !== 'confirming' ? (
        <Link
          to={signedIn ? '/account' : '/signin'}
          className="inline-flex min-h-11 items-center justify-center font-semibold text-primary underline-offset-4 hover:underline"
        >
          {signedIn ? 'Ir para Conta' : 'Entrar'}
        </Link>
      ) : null}
    </div>
  );
}
