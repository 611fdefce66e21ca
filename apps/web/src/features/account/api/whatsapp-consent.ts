import { whatsappConsentSchema } from '@navalha/core/contracts/whatsapp';
import type { WhatsappConsent } from '@navalha/core/contracts/whatsapp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const consentKey = ['account', 'whatsapp-consent'] as const;

/** GET /users/me/whatsapp-consent: whether the client agreed to WhatsApp reminders. */
export function useWhatsappConsent() {
  return useQuery({
    queryKey: consentKey,
    queryFn: ({ signal }) =>
      apiRequest('/users/me/whatsapp-consent', {
        schema: whatsappConsentSchema,
        silent: true,
        signal,
      }),
  });
}

/** PUT /users/me/whatsapp-consent: opts in or out; the server keeps when. */
export function useSetWhatsappConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean): Promise<WhatsappConsent> =>
      apiRequest('/users/me/whatsapp-consent', {
        method: 'PUT',
        body: { optIn },
        schema: whatsappConsentSchema,
      }),
    onSuccess: (consent) => queryClient.setQueryData(consentKey, consent),
  });
}
