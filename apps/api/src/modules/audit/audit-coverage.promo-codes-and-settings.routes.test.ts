import { promoCodeAndSettingsChanges } from '../../test/audit-coverage-cases/promo-codes-and-settings.js';
import { describeLoggedChanges } from '../../test/audit-coverage-fixtures.js';

describeLoggedChanges(
  "the audit log of changes to promo codes and the shop's settings",
  promoCodeAndSettingsChanges,
);
