import { errorMessages } from '@navalha/core/contracts/errors';
import type {
  PromoCodeValidation,
  ValidatePromoCodeBody,
} from '@navalha/core/contracts/promo-codes';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { isPromoCodeUsable } from '@navalha/core/domain/payments/promo-code';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { PromoCodesRepository } from './promo-codes.repository.js';

export class PromoCodesService {
  private readonly repository: PromoCodesRepository;

  private readonly now: () => Date;

  constructor(deps: { db: Db; now: () => Date }) {
    const { db, now } = deps;
    this.now = now;
    this.repository = new PromoCodesRepository(db);
  }

  /**
   * Whether a code applies now, and its discount on `subtotal` (core's rounding, the same the
   * booking will use). Without `barberShopId` the code must exist in exactly one shop. Unknown,
   * inactive, expired or used up: 400 INVALID_PROMO_CODE. The booking checks it again.
   */
  async validate(body: ValidatePromoCodeBody): Promise<PromoCodeValidation> {
    const candidates = body.barberShopId
      ? [await this.repository.findPromoCode(body.barberShopId, body.code)]
      : await this.repository.findPromoCodesByCode(body.code);
    const [promo, ...others] = candidates;
    if (!promo || others.length > 0 || !isPromoCodeUsable(promo, this.now())) {
      throw new AppError(400, 'INVALID_PROMO_CODE', errorMessages.invalidPromoCode, 'code');
    }
    const { discount } = computeOrderTotals({
      items: [{ priceCents: body.subtotal }],
      promoPercent: promo.discountPercent,
      method: 'CASH',
    });
    return { valid: true, code: promo.code, discountPercent: promo.discountPercent, discount };
  }
}
