import { MESSAGES } from '@app/domain/messages';
import { normalizeIndianMobile } from '@app/domain/validation';
import type { ContactSubmitBody } from '@app/domain/schemas/contact';
import type { Language } from '@app/domain/i18n/languages';
import { translatorFor } from '@app/domain/i18n/catalogues';
import type { Db } from '../../db/client';
import type { HumanCheck } from '../../adapters/human-check/human-check';
import { badRequest } from '../../shared/app-error';
import { mailOf, type NoticeSender } from '../notifications/notifications.module';
import { insertContactMessage } from './contact.queries';
import { CONTACT_ANSWERS, contactRuleWords } from './contact-answers';

export interface ContactServiceDeps {
  db: Db;
  humanCheck: HumanCheck;
  /** The acknowledgement to the sender, in the language they wrote from. */
  notices: Pick<NoticeSender, 'mail'>;
  /** Wakes the mail worker once the acknowledgement is committed. */
  jobsQueued: () => void;
}

export function createContactService({ db, humanCheck, notices, jobsQueued }: ContactServiceDeps) {
  return {
    async submit(
      body: ContactSubmitBody,
      context: { remoteIp: string; language: Language },
    ): Promise<{ message: string }> {
      const human = await humanCheck.verify(body.turnstileToken, {
        remoteIp: context.remoteIp,
        action: 'contact',
      });
      if (!human)
        throw badRequest(contactRuleWords(MESSAGES.signup.verifyHuman), 'HUMAN_CHECK_FAILED');

      await db.transaction(async (tx) => {
        await insertContactMessage(tx, {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone === '' ? '' : (normalizeIndianMobile(body.phone) ?? body.phone),
          message: body.message,
        });
        // The sender has no account: the mail speaks the language of their request.
        await notices.mail(tx, [
          {
            ...mailOf('contactAcknowledgement', { email: body.email }),
            reader: { language: context.language },
          },
        ]);
      });
      jobsQueued();
      return { message: translatorFor(context.language)(CONTACT_ANSWERS.sent) };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
