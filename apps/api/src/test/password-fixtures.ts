import type { Role } from '@navalha/core/domain/auth/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { createUser, DEMO_BARBERSHOP_ID } from './scheduling-fixtures.js';
import type { Actor } from './scheduling-fixtures.js';
import { testPasswordHasher } from './test-app.js';

/** The password every account of these fixtures starts with. */
export const FIXTURE_PASSWORD = 'Antiga@123';

export interface PasswordActor extends Actor {
  email: string;
}

/** A new account of `role` (staff in the demo shop) with a password, its e-mail unconfirmed. */
export async function createPasswordUser(
  db: Db,
  role: Role,
  password: string = FIXTURE_PASSWORD,
): Promise<PasswordActor> {
  const actor = await createUser(db, role, role === 'CLIENT' ? null : DEMO_BARBERSHOP_ID);
  const [row] = await db
    .update(users)
    .set({ passwordHash: await testPasswordHasher.hash(password) })
    .where(eq(users.id, actor.id))
    .returning({ email: users.email });
  if (!row) throw new Error('password fixture: no user');
  return { ...actor, email: row.email };
}
