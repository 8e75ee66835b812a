import {
  caseSubjectOf,
  parseCaseSubject,
  type CaseNote,
  type CaseSubjectKind,
} from '@app/domain/schemas/admin-cases';
import type { Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import * as q from './case-notes.queries';

/** Whether each kind of subject exists, asked of the module that owns it. */
export type SubjectCheck = Record<CaseSubjectKind, (id: string, tx: Db | Tx) => Promise<boolean>>;

export interface CaseNotesDeps {
  db: Db;
  subjects: SubjectCheck;
  /** The team members' names, for the author of each note. */
  authors: (
    ids: readonly string[],
  ) => Promise<Map<string, { firstName: string; lastName: string; email: string }>>;
}

const SUBJECT_NOT_FOUND: Record<CaseSubjectKind, string> = {
  report: 'Report not found',
  person: 'Person not found',
  appointment: 'Appointment not found',
};

/**
 * The admin team's internal notes on reports, people and appointments (decision 0049): added,
 * never edited, each with its author and time; the people they are about never see them.
 */
export function createCaseNotes(deps: CaseNotesDeps) {
  const { db, subjects } = deps;

  function subjectOf(text: string) {
    const subject = parseCaseSubject(text);
    if (!subject) throw badRequest('Please name what the note is about.');
    return subject;
  }

  async function toNotes(rows: q.CaseNoteRow[]): Promise<CaseNote[]> {
    const authors = await deps.authors(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])));
    return rows.map((r) => {
      const a = r.authorId ? authors.get(r.authorId) : undefined;
      return {
        id: r.id,
        subject: caseSubjectOf(r.subjectKind, r.subjectId),
        authorId: r.authorId,
        authorName: a ? `${a.firstName} ${a.lastName}`.trim() || a.email : 'Our team',
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  /** Inside the caller's transaction: a note the team's action writes (e.g. a suspension). */
  async function addIn(
    tx: Tx,
    note: { kind: CaseSubjectKind; id: string; authorId: string | null; body: string },
  ) {
    return q.insertNote(tx, {
      subjectKind: note.kind,
      subjectId: note.id,
      authorId: note.authorId,
      body: note.body.slice(0, 2000),
    });
  }

  return {
    addIn,

    async list(subjectText: string) {
      const { kind, id } = subjectOf(subjectText);
      if (!(await subjects[kind](id, db))) throw notFound(SUBJECT_NOT_FOUND[kind]);
      return { success: true as const, notes: await toNotes(await q.notesOf(db, kind, id)) };
    },

    async add(authorId: string, subjectText: string, body: string) {
      const { kind, id } = subjectOf(subjectText);
      const row = await db.transaction(async (tx) => {
        if (!(await subjects[kind](id, tx))) throw notFound(SUBJECT_NOT_FOUND[kind]);
        const inserted = await addIn(tx, { kind, id, authorId, body });
        await recordAudit(tx, {
          actorAccountId: authorId,
          actorKind: 'admin',
          action: 'case_note.added',
          entity: kind === 'person' ? 'account' : kind,
          entityId: id,
          data: { noteId: inserted.id },
        });
        return inserted;
      });
      const [note] = await toNotes([row]);
      return { success: true as const, message: 'Note added.', note: note! };
    },

    /** The notes about a person go when their account is erased (privacy, decision 0019). */
    eraseAboutPerson: (tx: Tx, accountId: string) => q.deleteNotesAbout(tx, 'person', accountId),
  };
}

export type CaseNotes = ReturnType<typeof createCaseNotes>;
