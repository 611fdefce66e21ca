/** Google Identity Services, loaded on demand: https://developers.google.com/identity/gsi/web */
export const GSI_CLIENT_URL = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 20_000;

export interface CredentialResponse {
  /** The ID token (a JWT), for the server to verify. */
  credential?: string;
}

/** The prompt's progress; some methods exist only without FedCM, hence optional. */
export interface PromptMomentNotification {
  isNotDisplayed?(): boolean;
  isSkippedMoment?(): boolean;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_prompt?: boolean;
    itp_support?: boolean;
  }): void;
  prompt(listener?: (notification: PromptMomentNotification) => void): void;
  cancel(): void;
}

interface WindowWithGoogle {
  google?: { accounts?: { id?: GoogleAccountsId } };
}

export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
}

function accountsId(): GoogleAccountsId | undefined {
  return (window as WindowWithGoogle).google?.accounts?.id;
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Adds Google's script once; a failed load is forgotten, so the next click tries again. */
export function loadGoogleIdentityServices(): Promise<GoogleAccountsId> {
  const ready = accountsId();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail('timed out'), LOAD_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new GoogleSignInError(`Google Identity Services ${reason}`));
    }
    script.src = GSI_CLIENT_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      const id = accountsId();
      if (!id) return fail('loaded without google.accounts.id');
      // From now on `window.google` answers.
      loading = null;
      resolve(id);
    };
    script.onerror = () => fail('could not be loaded');
    document.head.append(script);
  });
  return loading;
}

let initialized: { id: GoogleAccountsId; clientId: string } | null = null;
let pending: { resolve: (credential: string) => void; reject: (error: Error) => void } | null =
  null;

function settle(outcome: { credential: string } | { error: Error }) {
  const current = pending;
  pending = null;
  if (!current) return;
  if ('credential' in outcome) current.resolve(outcome.credential);
  else current.reject(outcome.error);
}

/**
 * Asks Google for the user's ID token: Google's own account chooser (FedCM or One Tap), on
 * demand. Rejects when Google shows nothing, or the user closes it without choosing.
 */
export async function requestGoogleCredential(clientId: string): Promise<string> {
  const id = await loadGoogleIdentityServices();
  // Google asks for one initialize per page; its callback answers whichever request is open.
  if (initialized?.id !== id || initialized.clientId !== clientId) {
    id.initialize({
      client_id: clientId,
      callback: (response) =>
        settle(
          response.credential
            ? { credential: response.credential }
            : { error: new GoogleSignInError('Google answered without a credential') },
        ),
      auto_select: false,
      cancel_on_tap_outside: true,
      context: 'signin',
      ux_mode: 'popup',
      use_fedcm_for_prompt: true,
      itp_support: true,
    });
    initialized = { id, clientId };
  }
  settle({ error: new GoogleSignInError('Replaced by a newer sign-in') });
  return new Promise<string>((resolve, reject) => {
    pending = { resolve, reject };
    id.prompt((notification) => {
      const closed =
        notification.isNotDisplayed?.() === true ||
        notification.isSkippedMoment?.() === true ||
        (notification.isDismissedMoment?.() === true &&
          notification.getDismissedReason?.() !== 'credential_returned');
      if (closed) settle({ error: new GoogleSignInError('Google sign-in closed') });
    });
  });
}
