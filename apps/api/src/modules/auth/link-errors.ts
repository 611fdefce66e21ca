import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import { AppError } from '../../errors/app-error.js';

/** A one-time link that is unknown, used, expired or voided: 410, the same for all of them. */
export const linkInvalid = (message: string = passwordMessages.linkInvalid) =>
  new AppError(410, 'LINK_INVALID', message);
