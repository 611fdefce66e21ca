import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useAppointment } from '../api/get-appointment';
import { isAppointmentId } from '../appointment-id';

export interface LeaveMessages {
  /** The id in the address names no appointment at all. */
  invalidId: string;
  /** The load failed; gets the error to word it. */
  failed: (error: Error) => string;
}

/**
 * Loads the booking of a page that makes no sense without it: when the id is missing or the
 * load fails, the page says why in a toast and goes to / (spec §8).
 */
export function useAppointmentOrLeave(id: string | undefined, messages: LeaveMessages) {
  const navigate = useNavigate();
  const valid = isAppointmentId(id);
  const query = useAppointment(valid ? id : '', { enabled: valid });
  const { error } = query;
  const { invalidId, failed } = messages;

  useEffect(() => {
    if (valid && !error) return;
    const message = valid && error ? failed(error) : invalidId;
    toast.error(message, { id: message });
    void navigate('/', { replace: true });
  }, [valid, error, invalidId, failed, navigate]);

  return valid ? query : null;
}
