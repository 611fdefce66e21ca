import { randomUUID } from 'node:crypto';
import type {
  CheckEmailResponse,
  LoginBody,
  RegisterBody,
  SocialSignInBody,
  User,
} from '@navalha/core/contracts/auth';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import type { RefreshTokenRow } from '../../db/schema/refresh-tokens.js';
import type { UserRow } from '../../db/schema/users.js';
import { AppError } from '../../errors/app-error.js';
import type { AccountMail } from './account-mail.js';
import {
  emailInUse,
  googleSignInMessages,
  invalidCredentials,
  invalidRefreshToken,
  socialSignInFailed,
} from './auth-errors.js';
import { toUser } from './auth.dto.js';
import type { ClientInfo, IssuedSession, IssuedTokens } from './auth.dto.js';
import { AuthRepository } from './auth.repository.js';
import { signInGoogleAccount } from './google-sign-in.js';
import type { EmailConfirmations } from './email-confirmations.js';
import type { GoogleIdentityVerifier } from './google-identity.js';
import type { PasswordHasher } from './password.js';
import { endSession } from './session-revocations.js';
import type { AccessTokens } from './tokens.js';
import { generateRefreshToken, hashRefreshToken, REFRESH_TOKEN_TTL_SECONDS } from './tokens.js';

export interface AuthServiceDeps {
  db: Db;
  passwordHasher: PasswordHasher;
  accessTokens: AccessTokens;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Google sign-in; null when GOOGLE_CLIENT_ID is not set (POST /auth/social answers 404). */
  googleIdentity?: GoogleIdentityVerifier | null;
  /** Sends the confirmation link of a new password account (with SMTP). */
  emailConfirmations?: EmailConfirmations | null;
  /** Tells an account taken over by its Google identity (bell notice and e-mail). */
  accountMail?: AccountMail | null;
  /** This process's revocations, told of a session ended here before its NOTIFY comes back. */
  sessions?: { sessionEnded(userId: string, sessionId: string): void } | null;
}

const USER_AGENT_MAX = 512;

/**
 * How long a rotated refresh token still opens the same session for the client that rotated it:
 * two tabs refreshing at once must not sign the user out (decision 015).
 */
export const REFRESH_GRACE_SECONDS = 10;

export class AuthService {
  private readonly db: Db;
  private readonly repository: AuthRepository;
  private readonly passwordHasher: PasswordHasher;
  private readonly accessTokens: AccessTokens;
  private readonly log: FastifyBaseLogger;
  private readonly now: () => Date;
  private readonly googleIdentity: GoogleIdentityVerifier | null;
  private readonly emailConfirmations: EmailConfirmations | null;
  private readonly accountMail: AccountMail | null;
  private readonly sessions: AuthServiceDeps['sessions'];

  constructor(deps: AuthServiceDeps) {
    this.db = deps.db;
    this.repository = new AuthRepository(deps.db);
    this.passwordHasher = deps.passwordHasher;
    this.accessTokens = deps.accessTokens;
    this.log = deps.log;
    this.now = deps.now ?? (() => new Date());
    this.googleIdentity = deps.googleIdentity ?? null;
    this.emailConfirmations = deps.emailConfirmations ?? null;
    this.accountMail = deps.accountMail ?? null;
    this.sessions = deps.sessions ?? null;
  }

  get socialSignInEnabled(): boolean {
    return this.googleIdentity !== null;
  }

  /**
   * Creates a CLIENT with a LOCAL password, whatever `role` and `provider` say: nobody makes
   * themselves staff by signing up. The body is already trimmed and lower-cased by the contract.
   */
  async register(body: RegisterBody, client: ClientInfo): Promise<IssuedSession> {
    if (await this.repository.existsUserWithEmail(body.email)) throw emailInUse();
    const passwordHash = await this.passwordHasher.hash(body.password);
    let user: UserRow;
    try {
      user = await this.repository.insertUser({
        name: body.name,
        email: body.email,
        passwordHash,
        role: 'CLIENT',
        provider: 'LOCAL',
        phone: body.phone ? body.phone : null,
        // The consent and its time, as Conta stores them (issue 19 §1).
        ...(body.whatsappOptIn ? { whatsappOptIn: true, whatsappConsentAt: this.now() } : {}),
      });
    } catch (error) {
      // Two sign-ups with one e-mail at once: the unique index decides, the loser gets a 409.
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw emailInUse();
      throw error;
    }
    // The account works at once; the link only proves the address (issue 14 §4).
    await this.emailConfirmations?.send(this.db, user.id);
    return this.openSession(user, client, invalidCredentials);
  }

  async login(body: LoginBody, client: ClientInfo): Promise<IssuedSession> {
    const user = await this.repository.findUserByEmail(body.email);
    // Always one argon2 verification, even without a user, so timing does not reveal accounts.
    const passwordMatches = await this.passwordHasher.verify(
      user?.passwordHash ?? null,
      body.password,
    );
    if (!user || !passwordMatches || !user.isActive) throw invalidCredentials();
    return this.openSession(user, client, invalidCredentials);
  }

  /**
   * Signs in with a Google ID token (spec §7 `POST /auth/social`), never with a bare e-mail. The
   * token must be Google's, for our client id, unexpired, with a verified e-mail. Its Google
   * account signs in the client it is linked to; otherwise a client with that e-mail, which links
   * it only where Google is the authority for the address (decision 007); otherwise a new
   * CLIENT with no password. Staff accounts never sign in with Google. Any refusal changes
   * nothing.
   */
  async socialSignIn(body: SocialSignInBody, client: ClientInfo): Promise<IssuedSession> {
    if (!this.googleIdentity) throw AppError.notFound();
    // The network first, then a short transaction (architecture §3).
    const verification = await this.googleIdentity.verify(body.credential);
    if (!verification.ok) {
      if (verification.reason === 'invalid') throw socialSignInFailed();
      this.log.error('Google sign-in: could not fetch Google signing keys');
      throw new AppError(503, 'SERVICE_UNAVAILABLE', errorMessages.serviceUnavailable);
    }
    const { identity } = verification;
    if (!identity.emailVerified) throw socialSignInFailed(googleSignInMessages.emailNotVerified);

    let user: UserRow;
    try {
      user = await signInGoogleAccount(this.db, identity, this.now(), this.accountMail);
    } catch (error) {
      // The same first sign-in twice at once: the unique indexes let one create the user and
      // link the account; the other finds them on a second try.
      if (getPgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
      user = await signInGoogleAccount(this.db, identity, this.now(), this.accountMail);
    }
    return this.openSession(user, client, () =>
      socialSignInFailed(googleSignInMessages.accountDisabled),
    );
  }

  /**
   * Trades a live refresh token for a new pair (rotation). A token that was already rotated or
   * revoked means it leaked or was replayed: the whole family is revoked (RFC 9700 §4.14.2), so
   * whoever holds the newest token must sign in again too.
   */
  async refresh(refreshToken: string | undefined, client: ClientInfo): Promise<IssuedTokens> {
    if (!refreshToken) throw invalidRefreshToken();
    const tokenHash = hashRefreshToken(refreshToken);
    const presented = await this.repository.findRefreshTokenByHash(tokenHash);
    if (!presented) throw invalidRefreshToken();
    const now = this.now();
    const next = generateRefreshToken();
    const nextId = randomUUID();

    const rotated = await this.db.transaction(async (tx) => {
      const repository = new AuthRepository(tx);
      // The user's row before the token's, in the order a revocation takes them: never a
      // deadlock, and a revocation either waits for this token or this finds the account closed.
      const user = await repository.lockActiveUser(presented.userId);
      const current = await repository.revokeLiveRefreshToken(tokenHash, nextId, now);
      if (!current) return null;
      if (!user) {
        await repository.revokeRefreshTokenFamily(current.familyId, now);
        return { session: null };
      }
      await repository.insertRefreshToken({
        id: nextId,
        userId: user.id,
        familyId: current.familyId,
        tokenHash: next.tokenHash,
        expiresAt: refreshExpiry(now),
        userAgent: truncate(client.userAgent),
        ip: client.ip,
      });
      return { session: { accessToken: await this.signAccessToken(user, current.familyId) } };
    });

    if (!rotated) {
      const replayed = await this.repository.findRefreshTokenByHash(tokenHash);
      if (replayed?.revokedAt) {
        const again = await this.rotateAgain(replayed, client, now, next);
        if (again) return { accessToken: again, refreshToken: next.token };
        // The thief's and the victim's access tokens of this session die with it.
        const revoked = await this.endSession(replayed, now);
        this.log.warn(
          { userId: replayed.userId, familyId: replayed.familyId, revoked },
          'refresh token reused: family revoked',
        );
      }
      throw invalidRefreshToken();
    }
    if (!rotated.session) throw invalidRefreshToken();

    return { accessToken: rotated.session.accessToken, refreshToken: next.token };
  }

  /**
   * Two tabs of one browser refreshing at the same moment both present the same token: the
   * second finds it rotated a moment ago. Within REFRESH_GRACE_SECONDS of that rotation, from the
   * very client that rotated it (user agent and IP of the token it received), and while the
   * session still lives, it gets a fresh pair in the same session instead of ending it. Returns
   * the new access token, or null when this is a replay to punish.
   */
  private async rotateAgain(
    replayed: RefreshTokenRow,
    client: ClientInfo,
    now: Date,
    next: { tokenHash: string },
  ): Promise<string | null> {
    const { replacedBy, revokedAt } = replayed;
    if (!replacedBy || !revokedAt) return null;
    // Negative when the other tab's rotation read the clock after this request did.
    if (now.getTime() - revokedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) return null;
    return this.db.transaction(async (tx) => {
      const repository = new AuthRepository(tx);
      // The user's row as a rotation takes it: ending the session (endSession) waits for this
      // transaction and then revokes the token it adds too.
      const user = await repository.lockActiveUser(replayed.userId);
      if (!user) return null;
      const successor = await repository.findRefreshTokenById(replacedBy);
      if (!successor) return null;
      const sameClient =
        successor.userAgent === truncate(client.userAgent) && successor.ip === client.ip;
      if (!sameClient) return null;
      if (!(await repository.hasLiveRefreshToken(replayed.familyId, now))) return null;
      await repository.insertRefreshToken({
        userId: user.id,
        familyId: replayed.familyId,
        tokenHash: next.tokenHash,
        expiresAt: refreshExpiry(now),
        userAgent: truncate(client.userAgent),
        ip: client.ip,
      });
      return this.signAccessToken(user, replayed.familyId);
    });
  }

  /**
   * Ends the session the token belongs to, its access tokens included, on every instance; the
   * user's sessions on other devices go on. An unknown or missing token is not an error.
   */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const presented = await this.repository.findRefreshTokenByHash(hashRefreshToken(refreshToken));
    if (presented) await this.endSession(presented, this.now());
  }

  private async endSession(
    session: { userId: string; familyId: string },
    now: Date,
  ): Promise<number> {
    // The user's row first, as revokeSessions takes it: a rotation holding it has added its
    // token by the time the revocation reads the family, so none is left alive.
    const revoked = await this.db.transaction(async (tx) => {
      await new AuthRepository(tx).lockUserForRevocation(session.userId);
      return endSession(tx, session, now);
    });
    this.sessions?.sessionEnded(session.userId, session.familyId);
    return revoked;
  }

  async getCurrentUser(userId: string): Promise<User> {
    const user = await this.repository.findUserById(userId);
    if (!user?.isActive) throw AppError.unauthenticated();
    return toUser(user);
  }

  /**
   * Opens the first session of an account another module just created (an accepted staff
   * invitation): the same tokens and answer as a sign-in.
   */
  startSession(user: UserRow, client: ClientInfo): Promise<IssuedSession> {
    return this.openSession(user, client, invalidCredentials);
  }

  async checkEmail(email: string): Promise<CheckEmailResponse> {
    return { exists: await this.repository.existsUserWithEmail(email) };
  }

  /**
   * A refresh token and an access token for `user`, if the account is still open. The token is
   * signed while the user's row is held: a revocation of their sessions running meanwhile reads
   * its cutoff after this, so it covers this token too (session-revocations.ts).
   */
  async openSession(
    user: Pick<UserRow, 'id'>,
    client: ClientInfo,
    refused: () => AppError,
  ): Promise<IssuedSession> {
    const refresh = generateRefreshToken();
    const session = await this.db.transaction(async (tx) => {
      const repository = new AuthRepository(tx);
      const live = await repository.lockActiveUser(user.id);
      if (!live) return null;
      const now = this.now();
      const familyId = randomUUID();
      await repository.insertRefreshToken({
        userId: live.id,
        familyId,
        tokenHash: refresh.tokenHash,
        expiresAt: refreshExpiry(now),
        userAgent: truncate(client.userAgent),
        ip: client.ip,
      });
      return { user: live, accessToken: await this.signAccessToken(live, familyId) };
    });
    if (!session) throw refused();
    return {
      accessToken: session.accessToken,
      refreshToken: refresh.token,
      user: toUser(session.user),
    };
  }

  /**
   * A token is dated after its user's last revocation: a revocation refuses every token issued
   * in its second or before (`iat` has whole seconds), so a session opened in that same second
   * (the device that just changed its password) is dated the next second, never born revoked.
   */
  private signAccessToken(user: UserRow, sessionId: string): Promise<string> {
    const now = this.now();
    const cutoff = user.sessionsRevokedAt;
    const after =
      cutoff && Math.floor(now.getTime() / 1000) <= Math.floor(cutoff.getTime() / 1000)
        ? new Date((Math.floor(cutoff.getTime() / 1000) + 1) * 1000)
        : now;
    return this.accessTokens.sign(
      { userId: user.id, role: user.role, barbershopId: user.barbershopId, sessionId },
      after,
    );
  }
}

function refreshExpiry(now: Date): Date {
  return new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
}

function truncate(userAgent: string | undefined): string | null {
  return userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null;
}
