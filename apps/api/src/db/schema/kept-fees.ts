import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * The money the shop kept from a booking that did not happen (issue 17 §5), for hand-written SQL
 * that names the appointments table `a`: of a cancelled booking, what its refunded payments did
 * not give back (the cancellation fee, and the method's refund fee); of a no-show, that too,
 * and every payment nobody refunded. A cancelled booking whose refund has not run yet keeps
 * nothing until it has (the sweep settles it within a minute). The CASE reads payments only for
 * those bookings, over `payments_appointment_created_idx`. The status is compared as text so the
 * condition holds before and after the NO_SHOW status exists.
 */
export const keptFeeCentsOfA: SQL =
  sql.raw(`(case when a.status::text in ('CANCELLED', 'NO_SHOW') then (
  select coalesce(sum(case
    when p.status = 'REFUNDED' then p.amount_cents - coalesce(p.refunded_amount_cents, 0)
    when p.status = 'COMPLETED' and a.status::text = 'NO_SHOW' then p.amount_cents
    else 0 end), 0)
  from payments p where p.barbershop_id = a.barbershop_id and p.appointment_id = a.id
) else 0 end)`);
