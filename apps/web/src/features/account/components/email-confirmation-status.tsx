import type { User } from '@navalha/core/contracts/auth';
import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import { Badge } from '../../../components/ui/badge';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { toastMessages } from '../../../lib/toast-catalogue';
import { useProfile } from '../api/get-profile';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation';

/** 'Reenviar e-mail', offered only where the shop sends e-mail (the profile says). */
function ResendConfirmation() {
  const profile = useProfile();
  const resend = useResendEmailConfirmation();
  if (!profile.data) return null;
  if (!profile.data.emailDelivery) {
    return <p className="text-sm text-muted">{passwordMessages.emailUnavailable}</p>;
  }
  async function send() {
    try {
      await resend.mutateAsync();
      toast.success(passwordMessages.confirmationSent);
    } catch (error) {
      const message = isApiError(error) ? error.message : toastMessages.fallback;
      toast.error(message, { id: message });
    }
  }
  return (
    <button
      type="button"
      onClick={() => void send()}
      disabled={resend.isPending}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline disabled:text-muted"
    >
      {resend.isPending ? 'Enviando...' : 'Reenviar e-mail'}
    </button>
  );
}

/** Whether the account's e-mail is confirmed (Conta), with 'Reenviar e-mail' when it is not. */
export function EmailConfirmationStatus({ user }: { user: User }) {
  if (user.isVerified) return <Badge tone="confirmed">E-mail confirmado</Badge>;
  return (
    <div className="flex flex-col items-center gap-1">
      <Badge tone="pending">E-mail não confirmado</Badge>
      <ResendConfirmation />
    </div>
  );
}
