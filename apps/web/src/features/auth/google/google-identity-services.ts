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
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill' | 'circle' | 'square';
      locale?: string;
      width?: number;
    },
  ): void;
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
/** Whoever started the latest sign-in hears Google's answers. */
let onAnswer: (credential: string | null) => void = () => undefined;

export interface GoogleSignIn {
  /**
   * Shows Google's account chooser (FedCM or One Tap). `onClosed` when Google shows nothing (it
   * holds back for a while after the user closed it) or the user closes it without choosing.
   */
  prompt(onClosed: () => void): void;
  /** Google's own button in `container`: its chooser opens from a click, whatever came before. */
  renderButton(container: HTMLElement): void;
}

/**
 * Loads Google Identity Services and points its answers at `onCredential`: the ID token the user
 * chose, or null when Google answered without one.
 */
export async function connectGoogle(
  clientId: string,
  onCredential: (credential: string | null) => void,
): Promise<GoogleSignIn> {
  const id = await loadGoogleIdentityServices();
  onAnswer = onCredential;
  // Google asks for one initialize per page; its callback answers the latest sign-in.
  if (initialized?.id !== id || initialized.clientId !== clientId) {
    id.initialize({
      client_id: clientId,
      callback: (response) => onAnswer(response.credential ?? null),
      auto_select: false,
      cancel_on_tap_outside: true,
      context: 'signin',
      ux_mode: 'popup',
      use_fedcm_for_prompt: true,
      itp_support: true,
    });
    initialized = { id, clientId };
  }
  return {
    prompt(onClosed) {
      id.prompt((notification) => {
        const closed =
          notification.isNotDisplayed?.() === true ||
          notification.isSkippedMoment?.() === true ||
          (notification.isDismissedMoment?.() === true &&
            notification.getDismissedReason?.() !== 'credential_returned');
        if (closed) onClosed();
      });
    },
    renderButton(container) {
      id.renderButton(container, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        text: 'continue_with',
        shape: 'rectangular',
        locale: 'pt-BR',
        width: Math.min(400, Math.max(200, Math.round(container.clientWidth))),
      });
    },
  };
}
