import type { Db, Tx } from '../../db/client';
import {
  deleteMailAbout,
  findOutboxMail,
  insertMailsWithJobs,
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

/** enqueueMail for several mails at once: one statement however many there are. */
export function enqueueMails(tx: Db | Tx, mails: OutgoingMail[]): Promise<string[]> {
  return insertMailsWithJobs(tx, mails, MAIL_JOB);
}

/**
 * Forgets the stored mails to an address or about it (a therapist's booking notice, a report to
 * the team): they repeat names, phone numbers and messages. Part of an account's erasure; answers
 * how many were deleted.
 */
export function eraseMailAbout(tx: Db | Tx, address: string): Promise<number> {
  return deleteMailAbout(tx, address);
}
