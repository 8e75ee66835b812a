import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailAttachmentSources } from '../../shared/mail/mail-attachments';
import { devMailboxEnabled, devMailboxRoutes } from './dev-mailbox.routes';
import { createDevMailboxService } from './dev-mailbox.service';

/** The dev mailbox: the stored outbox, readable at /dev/mailbox when no SMTP server is set. */
export function createMailModule(deps: {
  db: Db;
  config: Pick<Config, 'env' | 'mail'>;
  /** Where attachments stored by reference are drawn, as the sender draws them. */
  mailAttachments: MailAttachmentSources;
}) {
  const { from } = deps.config.mail;
  return {
    async registerRoutes(app: FastifyInstance) {
      if (!devMailboxEnabled(deps.config)) return;
      await app.register(devMailboxRoutes, {
        mailbox: createDevMailboxService(deps.db, from, deps.mailAttachments),
        from,
      });
    },
  };
}
