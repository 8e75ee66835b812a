import { MESSAGES } from '@app/domain/messages';
import { normalizeIndianMobile } from '@app/domain/validation';
import type { ContactSubmitBody } from '@app/domain/schemas/contact';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { HumanCheck } from '../../adapters/human-check/human-check';
import { badRequest } from '../../shared/app-error';
import { enqueueMail } from '../../shared/mail/mail-outbox';
import { contactAcknowledgement } from './contact-mail';
import { insertContactMessage } from './contact.queries';

export interface ContactServiceDeps {
  db: Db;
  humanCheck: HumanCheck;
  site: Config['site'];
  /** Wakes the mail worker once the acknowledgement is committed. */
  mailQueued: () => void;
}

export function createContactService({ db, humanCheck, site, mailQueued }: ContactServiceDeps) {
  return {
    async submit(
      body: ContactSubmitBody,
      context: { remoteIp: string },
    ): Promise<{ message: string }> {
      const human = await humanCheck.verify(body.turnstileToken, {
        remoteIp: context.remoteIp,
        action: 'contact',
      });
      if (!human) throw badRequest(MESSAGES.signup.verifyHuman, 'HUMAN_CHECK_FAILED');

      await db.transaction(async (tx) => {
        await insertContactMessage(tx, {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone === '' ? '' : (normalizeIndianMobile(body.phone) ?? body.phone),
          message: body.message,
        });
        await enqueueMail(tx, contactAcknowledgement(site, { email: body.email }));
      });
      mailQueued();
      return { message: MESSAGES.contact.success };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
