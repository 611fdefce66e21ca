import { catalogChanges } from '../../test/audit-coverage-cases/catalog.js';
import { describeLoggedChanges } from '../../test/audit-coverage-fixtures.js';

describeLoggedChanges('the audit log of changes to the catalog', catalogChanges);
