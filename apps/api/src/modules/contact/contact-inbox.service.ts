import type { AdminMessage, AdminMessagesQuery } from '@app/domain/schemas/admin-ops';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { isUuid } from '../../shared/ids';
import * as q from './contact.queries';

const NOT_FOUND = 'Message not found';

const toView = (r: q.ContactMessageRow): AdminMessage => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  phone: r.phone,
  message: r.message,
  handledAt: r.handledAt ? r.handledAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

/** The contact-form messages as the admin team works through them. */
export function createContactInbox({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async list(query: AdminMessagesQuery) {
      const { rows, total } = await q.listContactMessages(db, query.status === 'handled', query);
      return {
        success: true as const,
        items: rows.map(toView),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async markHandled(id: string, adminId: string) {
      if (!isUuid(id)) throw notFound(NOT_FOUND);
      await db.transaction(async (tx) => {
        const at = now();
        const row = await q.markHandled(tx, id, adminId, at);
        if (!row) {
          if (await q.findContactMessage(tx, id))
            throw conflict('This message was already handled.');
          throw notFound(NOT_FOUND);
        }
        await recordAudit(tx, {
          actorAccountId: adminId,
          actorKind: 'admin',
          action: 'contact_message.handled',
          entity: 'contact_message',
          entityId: id,
          data: { before: { handledAt: null }, after: { handledAt: at.toISOString() } },
        });
      });
      return { success: true as const, message: 'Message marked handled.' };
    },

    openCount: () => q.countOpenMessages(db),
  };
}

export type ContactInbox = ReturnType<typeof createContactInbox>;
