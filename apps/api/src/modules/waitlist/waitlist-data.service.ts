import type { Db, Tx } from '../../db/client';
import type { TherapistLabels } from '../therapists/therapists.module';
import { deleteEntriesOf, entriesOf } from './waitlist.queries';

/** The waitlist's part of a person's data rights: a copy of their entries, and their erasure. */
export function createWaitlistData(db: Db, labels: Pick<TherapistLabels, 'of'>) {
  return {
    async exportForAccount(accountId: string) {
      const rows = await entriesOf(db, accountId);
      const names = await labels.of(rows.map((r) => r.therapistId));
      return rows.map((r) => ({
        therapistName: names.get(r.therapistId)?.name ?? '',
        slotDate: r.slotDate,
        slotDateTo: r.slotDateTo,
        timeOfDay: r.timeOfDay,
        sessionType: r.sessionType,
        noticesSent: r.noticesSent,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    /** Entries and the record of times told go with the account: nobody is told any more. */
    eraseForAccount: (tx: Tx, accountId: string) => deleteEntriesOf(tx, accountId),
  };
}
