import type { ShopResetLink } from '@navalha/core/contracts/passwords';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import type { PasswordsService } from '../auth/passwords.service.js';
import { recordAudit } from '../audit/audit-trail.js';
import { isShopClient } from './shop-clients.repository.js';

export const clientResetLinkMessages = {
  clientNotFound: 'Cliente não encontrado',
  accountClosed: 'Esta conta está desativada ou foi excluída: ela não recebe link de redefinição.',
} as const;

/**
 * 'Gerar link de redefinição' on a client's page in /admin (issue 14 §4): a shop resets only its
 * own clients (`isShopClient`; anyone else is a 404, as on the client's page); the link
 * is the same single-use, 1-hour link as the e-mailed one, and its making is in the audit log.
 */
export class ClientResetLinksService {
  private readonly db: Db;
  private readonly passwords: Pick<PasswordsService, 'issueShopResetLink'>;

  constructor(deps: { db: Db; passwords: Pick<PasswordsService, 'issueShopResetLink'> }) {
    const { db, passwords } = deps;
    this.db = db;
    this.passwords = passwords;
  }

  async create(actor: AuthUser, clientId: string): Promise<ShopResetLink> {
    const shopId = requireManagedShop(actor);
    return this.db.transaction(async (tx) => {
      const [client] = await tx
        .select({
          id: users.id,
          name: users.name,
          phone: users.phone,
          isActive: users.isActive,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(
          and(
            eq(users.id, clientId),
            eq(users.role, 'CLIENT'),
            isShopClient(shopId, sql`${users.id}`),
          ),
        )
        .limit(1);
      if (!client) throw notFound(clientResetLinkMessages.clientNotFound);
      if (!client.isActive || client.deletedAt) {
        throw new AppError(403, 'FORBIDDEN', clientResetLinkMessages.accountClosed);
      }
      const link = await this.passwords.issueShopResetLink(tx, {
        userId: client.id,
        barbershopId: shopId,
        createdBy: actor.userId,
      });
      // The log says a link was made, never the link: it would open the account for an hour.
      await recordAudit(tx, actor, shopId, {
        action: 'client.reset_link',
        entityId: client.id,
        after: { expiresAt: link.expiresAt },
      });
      return { ...link, name: client.name, phone: client.phone };
    });
  }
}
