import type { Checklist, ChecklistItem } from '@navalha/core/contracts/admin-checklist';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { SetupChecklistRepository } from './setup-checklist.repository.js';

/**
 * The admin dashboard's "what is left" card after the first-run setup (issue 14 §2): a payment
 * provider other than the sandbox, a photo for everyone clients book, a first promo code, and a
 * team (a barber, or an invitation on its way). Computed on every read, so it is never stale.
 */
export class SetupChecklistService {
  private readonly db: Db;
  private readonly realPayments: boolean;

  constructor(deps: {
    db: Db;
    /** PAYMENT_GATEWAY=mercadopago: the payments are real. */
    realPayments: boolean;
  }) {
    const { db, realPayments } = deps;
    this.db = db;
    this.realPayments = realPayments;
  }

  async get(actor: AuthUser): Promise<Checklist> {
    const shopId = requireManagedShop(actor);
    const repository = new SetupChecklistRepository(this.db);
    const shop = await repository.findShop(shopId);
    if (!shop) throw AppError.notFound();
    const counts = await repository.countFor(shopId);
    const items: ChecklistItem[] = [
      { key: 'payments', done: this.realPayments, missing: 0 },
      {
        key: 'photos',
        done: counts.staffWithoutPhoto === 0,
        missing: counts.staffWithoutPhoto,
      },
      { key: 'promoCodes', done: counts.promoCodes > 0, missing: 0 },
      { key: 'team', done: counts.barbers + counts.pendingInvitations > 0, missing: 0 },
    ];
    return {
      items,
      dismissed: shop.settings.checklistDismissed,
      canDismiss: actor.role === 'OWNER',
    };
  }

  /** The owner puts the card away for the whole shop (the route admits the owner alone). */
  async dismiss(actor: AuthUser): Promise<Checklist> {
    const checklist = await this.get(actor);
    const repository = new SetupChecklistRepository(this.db);
    const shop = await repository.findShop(requireManagedShop(actor));
    if (!shop) throw AppError.notFound();
    await repository.setDismissed(shop);
    return { ...checklist, dismissed: true };
  }
}
