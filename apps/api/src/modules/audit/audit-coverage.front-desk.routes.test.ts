import { frontDeskChanges } from '../../test/audit-coverage-cases/front-desk.js';
import { describeLoggedChanges } from '../../test/audit-coverage-fixtures.js';

describeLoggedChanges("the audit log of the desk's changes to bookings", frontDeskChanges);
