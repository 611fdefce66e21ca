import type { SetupInvitation } from '@navalha/core/contracts/setup';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/** The part of the invitations API's answer the setup needs: the link to share. */
const invitationSchema = z.object({ url: z.string() });

/** POST /admin/invitations: a barber's single-use invitation link (issue 14 §3). */
export function inviteBarber(invitation: SetupInvitation): Promise<{ url: string }> {
  return apiRequest('/admin/invitations', {
    method: 'POST',
    body: { ...invitation, role: 'BARBER' },
    schema: invitationSchema,
    silent: true,
  });
}
