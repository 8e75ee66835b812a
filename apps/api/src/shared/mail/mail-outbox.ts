import type { Db, Tx } from '../../db/client';
import { enqueueJobs } from '../jobs/job-queue';
import {
  deleteMailAbout,
  findOutboxMail,
  insertMails,
  listOutbox,
  type OutgoingMail,
} from './outbox.queries';

export type { OutgoingMail };
export type { OutboxRow } from './outbox.queries';

/** The stored mails, newest first, and one by id: what the dev mailbox shows. */
export const readOutbox = { list: listOutbox, find: findOutboxMail };

export const MAIL_JOB = 'mail.send';

/**
 * Writes a mail to the outbox with the job that delivers it. Call it inside the transaction of
 * the change that causes the mail: the change and the mail commit together.
 */
export async function enqueueMail(tx: Db | Tx, mail: OutgoingMail): Promise<string> {
  const [mailId] = await enqueueMails(tx, [mail]);
  return mailId!;
}

/** enqueueMail for several mails at once: two statements however many there are. */
export async function enqueueMails(tx: Db | Tx, mails: OutgoingMail[]): Promise<string[]> {
  const mailIds = await insertMails(tx, mails);
  await enqueueJobs(
    tx,
    mailIds.map((mailId) => ({ type: MAIL_JOB, payload: { mailId }, dedupeKey: `mail:${mailId}` })),
  );
  return mailIds;
}

/**
 * Forgets the stored mails to an address or about it (a therapist's booking notice, a report to
 * the team): they repeat names, phone numbers and messages. Part of an account's erasure; answers
 * how many were deleted.
 */
export function eraseMailAbout(tx: Db | Tx, address: string): Promise<number> {
  return deleteMailAbout(tx, address);
}
