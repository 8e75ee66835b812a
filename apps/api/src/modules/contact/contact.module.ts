import type { FastifyInstance } from 'fastify';
import type { HumanCheck } from '../../adapters/human-check/human-check';
import type { NoticeSender } from '../notifications/notifications.module';
import type { Db } from '../../db/client';
import { adminContactRoutes } from './admin-contact.routes';
import { createContactData } from './contact-data.service';
import { createContactInbox } from './contact-inbox.service';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

export interface ContactModuleDeps {
  db: Db;
  humanCheck: HumanCheck;
  notices: Pick<NoticeSender, 'mail'>;
  jobsQueued: () => void;
  now?: () => Date;
}

/** Messages from the contact form, and the admin team's inbox of them. */
export function createContactModule(deps: ContactModuleDeps) {
  const { db } = deps;
  const inbox = createContactInbox({ db, now: deps.now });
  return {
    /** A person's messages, for their data copy and their deletion. */
    data: createContactData(db),
    /** The admin team's inbox (the admin console counts it). */
    inbox,
    async registerRoutes(app: FastifyInstance) {
      await app.register(contactRoutes, {
        contact: createContactService({
          db,
          humanCheck: deps.humanCheck,
          notices: deps.notices,
          jobsQueued: deps.jobsQueued,
        }),
      });
      await app.register(adminContactRoutes, { inbox });
    },
  };
}

export type ContactData = ReturnType<typeof createContactData>;
export type { ContactInbox } from './contact-inbox.service';
