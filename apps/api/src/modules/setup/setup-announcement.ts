import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PasswordHasher } from '../auth/password.js';
import { SetupRepository } from './setup.repository.js';
import { SetupService } from './setup.service.js';
import { SetupState } from './setup-state.js';

/** The wizard's address with its token, as the log prints it. */
export function setupAddress(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/setup?token=${encodeURIComponent(token)}`;
}

/**
 * At start-up, once the database is migrated: with no shop, a fresh setup token (the one
 * printed before dies) and its address in the log, on one line the operator can copy.
 * Returns the address, or null when the shop is set up.
 */
export async function announceSetup(
  db: Db,
  passwordHasher: PasswordHasher,
  log: FastifyBaseLogger,
  baseUrl: string,
): Promise<string | null> {
  const service = new SetupService({
    db,
    passwordHasher,
    state: new SetupState(() => new SetupRepository(db).existsBarbershop()),
  });
  const token = await service.startSetup();
  if (!token) return null;
  const address = setupAddress(baseUrl, token);
  log.warn(
    `First-run setup: no barbershop yet. Open ${address} to set it up (or run npm run setup)`,
  );
  return address;
}
