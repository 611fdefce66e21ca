import { errorMessages } from '@navalha/core/contracts/errors';
import {
  nameSchema,
  signupEmailSchema,
  signupPasswordSchema,
} from '@navalha/core/domain/auth/auth-schemas';
import { z } from 'zod/mini';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors/app-error.js';
import type { PasswordHasher } from '../auth/password.js';

/** The operator's account as `npm run setup -- --operator` takes it: the sign-up's rules. */
export const operatorAccountSchema = z.object({
  name: nameSchema,
  email: signupEmailSchema,
  password: signupPasswordSchema,
});

export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

/**
 * Makes the platform's operator ('Plataforma', issue 20 §1): role OPERATOR, no shop, e-mail
 * taken as confirmed (whoever runs the server's command vouches for it). Only this function
 * makes one, and only the setup command calls it: no route, and sign-up makes clients only.
 */
export async function createOperator(
  db: Db,
  passwordHasher: PasswordHasher,
  account: OperatorAccount,
): Promise<{ id: string; email: string }> {
  const passwordHash = await passwordHasher.hash(account.password);
  try {
    const [created] = await db
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        passwordHash,
        role: 'OPERATOR',
        provider: 'LOCAL',
        barbershopId: null,
        isVerified: true,
      })
      .returning({ id: users.id, email: users.email });
    if (!created) throw new Error('the new operator was not returned');
    return created;
  } catch (error) {
    if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) {
      throw new AppError(409, 'EMAIL_IN_USE', errorMessages.emailInUse, 'email');
    }
    throw error;
  }
}
