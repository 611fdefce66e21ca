import { calendarFeedChanges } from '../../test/audit-coverage-cases/calendar-feeds.js';
import { describeLoggedChanges } from '../../test/audit-coverage-fixtures.js';

describeLoggedChanges("the audit log of the shop's calendar address", calendarFeedChanges);
