import { getCardBrand, lastFour } from '@navalha/core/domain/payments/card-brand';
import { validateCardExpiry } from '@navalha/core/domain/payments/card-form';
import { toSavedCardBrand } from '@navalha/core/domain/wallet/saved-card';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { sandboxCardTokens } from '../db/schema/sandbox-card-tokens.js';
import type { SandboxCardTokenRow } from '../db/schema/sandbox-card-tokens.js';
import { CardExpiryError, CardTokenError } from './payment-gateway.js';
import type { GatewaySavedCard, SaveCardInput } from './payment-gateway.js';
import type { SandboxCardDetails, SandboxCardToken, SandboxTokenResult } from './sandbox-types.js';

/** A sandbox card token is good for this long, once. */
export const SANDBOX_CARD_TOKEN_TTL_MS = 15 * 60_000;

export type { SandboxCardDetails, SandboxCardToken, SandboxTokenResult } from './sandbox-types.js';

/**
 * The sandbox's card tokens: made by its stand-in for a browser tokenizer, used once by a card
 * payment or by a save to the wallet. Only what a saved card may keep is stored.
 */
export class SandboxCardTokens {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Uses up the payer's unused, unexpired token for a card payment; throws CardTokenError. */
  async claimForPayment(tokenId: string, userId: string): Promise<SandboxCardTokenRow> {
    const now = this.now();
    const [token] = await this.db
      .update(sandboxCardTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(sandboxCardTokens.id, tokenId),
          eq(sandboxCardTokens.userId, userId),
          isNull(sandboxCardTokens.usedAt),
          gt(sandboxCardTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!token) throw new CardTokenError();
    return token;
  }

  /**
   * A card for the wallet, from the tokenizer's record (brand, last four, holder, expiry). A
   * form's token must be the payer's, unused and unexpired, and is used up only once its
   * expiry is known to be the one typed, so a refusal leaves it usable. A payment's token was
   * used by that payment: it is read, as Mercado Pago saves the card of an approved payment.
   */
  async cardToSave({ payer, token, from }: SaveCardInput): Promise<GatewaySavedCard> {
    const now = this.now();
    const [record] = await this.db
      .select()
      .from(sandboxCardTokens)
      .where(
        and(
          eq(sandboxCardTokens.id, token),
          eq(sandboxCardTokens.userId, payer.userId),
          from.kind === 'form' ? isNull(sandboxCardTokens.usedAt) : undefined,
          from.kind === 'form' ? gt(sandboxCardTokens.expiresAt, now) : undefined,
        ),
      )
      .limit(1);
    if (!record) throw new CardTokenError();
    if (from.kind === 'form') {
      if (
        record.expirationMonth !== from.expirationMonth ||
        record.expirationYear !== from.expirationYear
      ) {
        throw new CardExpiryError();
      }
      const [claimed] = await this.db
        .update(sandboxCardTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(sandboxCardTokens.id, token),
            isNull(sandboxCardTokens.usedAt),
            gt(sandboxCardTokens.expiresAt, now),
          ),
        )
        .returning({ id: sandboxCardTokens.id });
      if (!claimed) throw new CardTokenError();
    }
    return {
      cardId: record.id,
      customerId: null,
      brand: toSavedCardBrand(record.brand),
      lastFour: record.lastFour,
      holderName: record.cardholderName,
      expirationMonth: record.expirationMonth,
      expirationYear: record.expirationYear,
    };
  }

  /**
   * The browser tokenizer's stand-in: checks the card as a gateway would, keeps only what a
   * saved card may keep (brand, last four, holder, expiry) and answers a single-use token.
   * The number and CVV go no further than this function.
   */
  async tokenize(userId: string, card: SandboxCardDetails): Promise<SandboxTokenResult> {
    const now = this.now();
    const expiry = `${String(card.expirationMonth).padStart(2, '0')}/${String(
      card.expirationYear % 100,
    ).padStart(2, '0')}`;
    const check = validateCardExpiry(expiry, now);
    if (!check.ok) return { ok: false, field: 'expirationYear', message: check.message };
    const token: SandboxCardToken = {
      id: randomBytes(16).toString('hex'),
      lastFourDigits: lastFour(card.cardNumber),
      brand: getCardBrand(card.cardNumber),
      cardholderName: card.cardholderName,
      expirationMonth: check.month,
      expirationYear: check.year,
      expiresAt: new Date(now.getTime() + SANDBOX_CARD_TOKEN_TTL_MS),
    };
    // Tokens nobody used are of no use to anyone: clear the stale ones as new ones are made.
    await this.db
      .delete(sandboxCardTokens)
      .where(lt(sandboxCardTokens.expiresAt, new Date(now.getTime() - SANDBOX_CARD_TOKEN_TTL_MS)));
    await this.db.insert(sandboxCardTokens).values({
      id: token.id,
      userId,
      brand: token.brand,
      lastFour: token.lastFourDigits,
      cardholderName: token.cardholderName,
      expirationMonth: token.expirationMonth,
      expirationYear: token.expirationYear,
      expiresAt: token.expiresAt,
    });
    return { ok: true, token };
  }
}
