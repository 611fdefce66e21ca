import { idSchema } from '@navalha/core/contracts/ids';

/** Whether a route's id can name an appointment at all; the API answers 400 for anything else. */
export function isAppointmentId(value: string | undefined): value is string {
  return value !== undefined && idSchema.safeParse(value).success;
}
