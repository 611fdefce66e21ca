import { paymentAndAppointmentChanges } from '../../test/audit-coverage-cases/payments-and-appointments.js';
import { describeLoggedChanges } from '../../test/audit-coverage-fixtures.js';

describeLoggedChanges(
  'the audit log of changes to payments and bookings',
  paymentAndAppointmentChanges,
);
