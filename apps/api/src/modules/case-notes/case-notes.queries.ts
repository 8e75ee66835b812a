import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { caseNotes } from './case-notes.schema';

type Handle = Db | Tx;
export type CaseNoteRow = typeof caseNotes.$inferSelect;
export type SubjectKind = CaseNoteRow['subjectKind'];

/** At most this many notes answer for one subject (years of a busy case). */
export const NOTES_LIMIT = 500;

export async function notesOf(db: Handle, kind: SubjectKind, id: string) {
  return db
    .select()
    .from(caseNotes)
    .where(and(eq(caseNotes.subjectKind, kind), eq(caseNotes.subjectId, id)))
    .orderBy(asc(caseNotes.createdAt), asc(caseNotes.id))
    .limit(NOTES_LIMIT);
}

export async function insertNote(tx: Handle, values: typeof caseNotes.$inferInsert) {
  const [row] = await tx.insert(caseNotes).values(values).returning();
  if (!row) throw new Error('note insert failed');
  return row;
}

/** The team's notes about a person whose account is erased go with it. */
export async function deleteNotesAbout(tx: Tx, kind: SubjectKind, id: string) {
  await tx
    .delete(caseNotes)
    .where(and(eq(caseNotes.subjectKind, kind), eq(caseNotes.subjectId, id)));
}
