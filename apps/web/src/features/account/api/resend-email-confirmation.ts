import { confirmationSentResponseSchema } from '@navalha/core/contracts/passwords';
import type { ConfirmationSentResponse } from '@navalha/core/contracts/passwords';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /users/me/email-confirmation: 'Reenviar e-mail'. */
export function resendEmailConfirmation(): Promise<ConfirmationSentResponse> {
  return apiRequest('/users/me/email-confirmation', {
    method: 'POST',
    schema: confirmationSentResponseSchema,
    silent: true,
  });
}

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
