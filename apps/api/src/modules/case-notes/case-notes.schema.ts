import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../accounts/accounts.schema';

// The case-notes module's table: the team's internal notes (decision 0049).

export const caseSubjectKind = pgEnum('case_subject_kind', ['report', 'person', 'appointment']);

/**
 * One internal note of the admin team on a report, a person (an account) or an appointment. The
 * subject is checked through its owner's front door when the note is written; notes are never
 * edited, only added, so the record reads as it was written.
 */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: caseSubjectKind('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The team member who wrote it; null for a note the system wrote for them. */
    authorId: uuid('author_id').references(() => accounts.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('case_notes_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
    check('case_notes_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);
