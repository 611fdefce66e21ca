import { staffAndHoursChanges } from '../../test/audit-coverage-cases/staff-and-hours.js';
import { describeLoggedChanges } from '../../test/audit-coverage-fixtures.js';

describeLoggedChanges('the audit log of changes to the team and its hours', staffAndHoursChanges);
