import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PostalCodeLookup } from '../account/postal-code-lookup.js';
import type { AuthService } from '../auth/auth.service.js';
import type { PasswordHasher } from '../auth/password.js';
import { registerSetupGate } from './setup-gate.js';
import { SetupState } from './setup-state.js';
import { SetupRepository } from './setup.repository.js';
import { setupRoutes } from './setup.routes.js';
import { SetupService } from './setup.service.js';
import { shopSignupRoutes } from './shop-signup.routes.js';
import { ShopSignupService } from './shop-signup.service.js';

export interface SetupModuleDeps {
  db: Db;
  now: () => Date;
  passwordHasher: PasswordHasher;
  auth: AuthService;
  postalCodes: PostalCodeLookup;
  /** SHOP_SIGNUP=open: 'Cadastre sua barbearia' (issue 20 §1). */
  shopSignupOpen: boolean;
  /** Sign-up's per-IP limit, which the shop sign-up shares. */
  rateLimitPerMinute: number;
}

/** Whether the database still waits for its first shop, asked of the database and memoised. */
export function createSetupState(db: Db): SetupState {
  return new SetupState(() => new SetupRepository(db).existsBarbershop());
}

/**
 * The first-run setup (issue 14 §2): `registerGate` answers 503 to everything else while the
 * database has no shop; `register` adds the wizard's routes.
 */
export function buildSetupModule(deps: SetupModuleDeps) {
  const { db } = deps;
  const state = createSetupState(db);
  const service = new SetupService({
    db,
    passwordHasher: deps.passwordHasher,
    state,
    now: deps.now,
  });
  const shopSignup = new ShopSignupService({
    db,
    passwordHasher: deps.passwordHasher,
    open: deps.shopSignupOpen,
  });
  return {
    state,
    service,
    async registerGate(app: FastifyInstance): Promise<void> {
      // Asked now, so a shop in use never pays for it on a request.
      await state.warmUp();
      registerSetupGate(app, state);
    },
    async register(app: FastifyInstance): Promise<void> {
      await app.register(setupRoutes, { service, auth: deps.auth, postalCodes: deps.postalCodes });
      await app.register(shopSignupRoutes, {
        service: shopSignup,
        auth: deps.auth,
        postalCodes: deps.postalCodes,
        rateLimitPerMinute: deps.rateLimitPerMinute,
      });
    },
  };
}
