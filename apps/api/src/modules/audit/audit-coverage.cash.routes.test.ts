import { cashChanges } from '../../test/audit-coverage-cases/cash.js';
import { describeLoggedChanges } from '../../test/audit-coverage-fixtures.js';

describeLoggedChanges("the audit log of the day's cash", cashChanges);
