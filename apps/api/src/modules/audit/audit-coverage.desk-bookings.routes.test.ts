import { deskBookingAndClientChanges } from '../../test/audit-coverage-cases/desk-bookings-and-clients.js';
import { describeLoggedChanges } from '../../test/audit-coverage-fixtures.js';

describeLoggedChanges(
  "the audit log of the desk's bookings and notes on clients",
  deskBookingAndClientChanges,
);
