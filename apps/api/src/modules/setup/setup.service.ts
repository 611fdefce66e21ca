import { errorMessages } from '@navalha/core/contracts/errors';
import { setupMessages, setupStepLabels } from '@navalha/core/contracts/setup';
import type {
  SetupHoursBody,
  SetupInvitation,
  SetupOwnerBody,
  SetupProgress,
  SetupServicesBody,
  SetupShopBody,
  SetupStep,
  SetupTeamBody,
} from '@navalha/core/contracts/setup';
import { authMessages } from '@navalha/core/domain/auth/auth-rules';
import { fromCents } from '@navalha/core/domain/money';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import { AppError, validationError } from '../../errors/app-error.js';
import { OneTimeTokens } from '../auth/one-time-tokens.js';
import type { PasswordHasher } from '../auth/password.js';
import { createShopWithOwner } from './shop-creation.js';
import type { NewShopResult } from './shop-creation.js';
import { SetupRepository } from './setup.repository.js';
import type { SetupState } from './setup-state.js';

/**
 * The draft as stored in `setup_progress` (jsonb): each step's validated answers. The owner's
 * password is there only as its argon2 hash; prices in centavos.
 */
interface SetupDraft {
  owner?: { name: string; email: string; phone: string; passwordHash: string };
  shop?: SetupShopBody;
  hours?: SetupHoursBody;
  services?: { services: { name: string; priceCents: number; durationMinutes: number }[] };
  team?: { takesBookings: boolean; invitations: SetupInvitation[] };
}

/** What a finished setup made. */
export type SetupResult = NewShopResult;

const tokenInvalid = () => new AppError(401, 'SETUP_TOKEN_INVALID', setupMessages.tokenInvalid);
const setupDone = () => new AppError(410, 'SETUP_DONE', setupMessages.done);
const emailInUse = () => new AppError(409, 'EMAIL_IN_USE', errorMessages.emailInUse, 'email');

export interface SetupServiceDeps {
  db: Db;
  passwordHasher: PasswordHasher;
  state: SetupState;
  now?: () => Date;
}

/**
 * The first-run setup of a real shop (issue 14 §2), for the /setup wizard and `npm run setup`
 * alike: a one-time setup token (one_time_tokens, purpose SETUP) authorises every call; each step
 * is validated by its contract and kept in the one-row draft; `finish` makes the shop, its owner,
 * services and hours in one transaction that also spends the token.
 */
export class SetupService {
  private readonly db: Db;
  private readonly tokens: OneTimeTokens;

  constructor(private readonly deps: SetupServiceDeps) {
    this.db = deps.db;
    this.tokens = new OneTimeTokens(deps.db, deps.now);
  }

  get state(): SetupState {
    return this.deps.state;
  }

  /**
   * At start-up: a fresh setup token when no shop exists (issuing revokes the earlier ones, so a
   * restart kills the address printed before), or null when the shop is set up.
   */
  async startSetup(): Promise<string | null> {
    if (await new SetupRepository(this.db).existsBarbershop()) return null;
    return this.tokens.issue({ purpose: 'SETUP' });
  }

  /** 410 once a shop exists; 401 unless `token` is the live setup token. */
  async authorize(token: string | undefined): Promise<void> {
    if (!(await this.deps.state.isRequired())) throw setupDone();
    if (!token || !(await this.tokens.find('SETUP', token))) throw tokenInvalid();
  }

  async getProgress(token: string | undefined): Promise<SetupProgress> {
    await this.authorize(token);
    const draft = await this.readDraft();
    return {
      owner: draft.owner
        ? {
            name: draft.owner.name,
            email: draft.owner.email,
            phone: draft.owner.phone,
            passwordSet: draft.owner.passwordHash.length > 0,
          }
        : null,
      shop: draft.shop ?? null,
      hours: draft.hours ?? null,
      services: draft.services
        ? {
            services: draft.services.services.map((service) => ({
              name: service.name,
              price: fromCents(service.priceCents),
              durationMinutes: service.durationMinutes,
            })),
          }
        : null,
      team: draft.team ?? null,
    };
  }

  /** Step 1. Without a password, the one already set stays; with none set, 400. */
  async saveOwner(token: string | undefined, body: SetupOwnerBody): Promise<void> {
    await this.authorize(token);
    let passwordHash: string;
    if (body.password !== undefined) {
      passwordHash = await this.deps.passwordHasher.hash(body.password);
    } else {
      const current = (await this.readDraft()).owner?.passwordHash;
      if (!current) throw validationError(authMessages.passwordRequired, 'password');
      passwordHash = current;
    }
    await new SetupRepository(this.db).mergeDraft({
      owner: { name: body.name, email: body.email, phone: body.phone, passwordHash },
    });
  }

  async saveShop(token: string | undefined, body: SetupShopBody): Promise<void> {
    await this.authorize(token);
    await new SetupRepository(this.db).mergeDraft({ shop: body });
  }

  async saveHours(token: string | undefined, body: SetupHoursBody): Promise<void> {
    await this.authorize(token);
    await new SetupRepository(this.db).mergeDraft({ hours: body });
  }

  /** Prices arrive decoded to centavos by the contract. */
  async saveServices(token: string | undefined, body: SetupServicesBody): Promise<void> {
    await this.authorize(token);
    const services = body.services.map((service) => ({
      name: service.name,
      priceCents: service.price,
      durationMinutes: service.durationMinutes,
    }));
    await new SetupRepository(this.db).mergeDraft({ services: { services } });
  }

  async saveTeam(token: string | undefined, body: SetupTeamBody): Promise<void> {
    await this.authorize(token);
    const ownerEmail = (await this.readDraft()).owner?.email;
    const index = body.invitations.findIndex((invitation) => invitation.email === ownerEmail);
    if (index >= 0) {
      throw validationError(setupMessages.invitationIsOwner, `invitations.${index}.email`);
    }
    await new SetupRepository(this.db).mergeDraft({ team: body });
  }

  /**
   * Ends setup: spends the token and creates the shop, its owner and services
   * (createShopWithOwner), then deletes the draft, all in one transaction: a failure leaves nothing,
   * and a second call (or a spent token) finds no live token and changes nothing.
   */
  async finish(token: string | undefined): Promise<SetupResult> {
    await this.authorize(token);
    let result: SetupResult;
    try {
      result = await this.db.transaction(async (tx) => {
        // The spend is a conditional UPDATE: of two finishes at once, the second waits for the
        // first's row lock, then finds the token used and creates nothing. A step missing
        // below rolls the spend back with the rest.
        if (!(await this.tokens.spend('SETUP', token ?? '', tx))) throw tokenInvalid();
        const repository = new SetupRepository(tx);
        if (await repository.existsBarbershop()) throw setupDone();
        const draft = ((await repository.findDraft()) ?? {}) as SetupDraft;
        const { owner, shop, hours, services } = draft;
        const missing = (['owner', 'shop', 'hours', 'services'] as const).find(
          (step) => !draft[step],
        );
        if (!owner || !shop || !hours || !services || missing) {
          throw new AppError(
            400,
            'SETUP_INCOMPLETE',
            setupMessages.stepMissing(setupStepLabels[missing ?? ('owner' satisfies SetupStep)]),
            missing,
          );
        }
        const team = draft.team ?? { takesBookings: false, invitations: [] };
        const created = await createShopWithOwner(tx, {
          owner,
          shop,
          hours,
          services: services.services,
          team,
        });
        await repository.deleteDraft();
        await this.tokens.revokeAll('SETUP', null, tx);
        return created;
      });
    } catch (error) {
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw emailInUse();
      throw error;
    }
    this.deps.state.markDone();
    return result;
  }

  private async readDraft(): Promise<SetupDraft> {
    return ((await new SetupRepository(this.db).findDraft()) ?? {}) as SetupDraft;
  }
}
