import { waitlistEntrySchema } from '@navalha/core/contracts/waitlist';
import type { JoinWaitlistBody, WaitlistEntry } from '@navalha/core/contracts/waitlist';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /waitlist: joins the line of a full day (issue 19 §3). Silent: the form shows errors. */
export function joinWaitlist(body: JoinWaitlistBody): Promise<WaitlistEntry> {
  return apiRequest('/waitlist', {
    method: 'POST',
    body,
    schema: waitlistEntrySchema,
    silent: true,
  });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
