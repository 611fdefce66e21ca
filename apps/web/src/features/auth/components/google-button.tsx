import { errorMessages } from '@navalha/core/contracts/errors';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { logger } from '../../../lib/logger';
import { toast } from '../../../lib/toast';
import { socialSignIn } from '../api/social-sign-in';
import { connectGoogle } from '../google/google-identity-services';
import type { GoogleSignIn } from '../google/google-identity-services';
import { sessionMessages, useSession } from '../hooks/use-session';

export interface GoogleButtonProps {
  clientId: string;
  /** The form's "Lembrar de mim". */
  rememberMe: () => boolean;
  icon: ReactNode;
}

/**
 * 'Entrar com Google' when the server has GOOGLE_CLIENT_ID: Google Identity Services (loaded on
 * the first click) gives the user's ID token, the server verifies it (POST /auth/social), and the
 * session starts as with the e-mail sign-in.
 */
export function GoogleButton({ clientId, rememberMe, icon }: GoogleButtonProps) {
  const { signIn } = useSession();
  const [busy, setBusy] = useState(false);
  // Google's own button, when its chooser would not open from ours.
  const [googleButton, setGoogleButton] = useState<GoogleSignIn | null>(null);
  const googleButtonRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (googleButton && googleButtonRef.current) googleButton.renderButton(googleButtonRef.current);
  }, [googleButton]);

  function fail(error: unknown) {
    logger.warn('Google sign-in failed.', error);
    toast.error(errorMessages.googleSignInFailed, { id: errorMessages.googleSignInFailed });
    setBusy(false);
  }

  async function onCredential(credential: string | null) {
    if (!credential) return fail(new Error('Google answered without a credential'));
    setBusy(true);
    try {
      const session = await socialSignIn({ provider: 'google', credential });
      toast.dismiss();
      toast.success(sessionMessages.welcome(session.user.name));
      // As with the e-mail sign-in, the /signin guard then moves on to the user's home.
      signIn(session, rememberMe());
    } catch (error) {
      fail(error);
    }
  }

  async function onClick() {
    setBusy(true);
    try {
      const google = await connectGoogle(clientId, (credential) => {
        void onCredential(credential);
      });
      google.prompt(() => {
        // Google held its chooser back (it does for a while after one is closed) or it was
        // closed: Google's own button still opens it.
        setBusy(false);
        setGoogleButton(google);
      });
    } catch (error) {
      fail(error);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        disabled={busy}
        aria-busy={busy}
        onClick={() => void onClick()}
      >
        {icon}
        Entrar com Google
      </Button>
      {googleButton ? (
        <div
          ref={googleButtonRef}
          data-testid="google-own-button"
          className="flex min-h-11 justify-center"
        />
      ) : null}
    </>
  );
}
