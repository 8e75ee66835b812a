import { useId, useState, type FormEvent } from 'react';
import { CASE_NOTE_MAX, caseNoteBody } from '@app/domain/schemas/admin-cases';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { Skeleton } from '#components/ui/skeleton';
import { errorMessage } from '#lib/api-client';
import { useAddCaseNote, useCaseNotes } from '../api/admin-cases';
import { useTeamMay } from '../lib/team-role';
import { formatIst } from '../lib/admin-format';

/**
 * The team's internal notes on one report, person or appointment (`subject` is `kind:id`):
 * oldest first, then a box to add one. The person the notes are about never sees them.
 */
export function CaseNotes({
  subject,
  headingLevel = 3,
}: {
  subject: string;
  headingLevel?: 3 | 4;
}) {
  const notes = useCaseNotes(subject);
  const add = useAddCaseNote(subject);
  const mayWrite = useTeamMay()('people');
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState('');
  const fieldId = useId();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = caseNoteBody.safeParse({ subject, body: text });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please write the note.');
      return;
    }
    add.mutate(parsed.data.body, { onSuccess: () => setText('') });
  };

  return (
    <section aria-labelledby={headingId} data-testid="case-notes" className="space-y-3">
      <div>
        <Heading id={headingId} className="text-base font-semibold text-slate-900">
          Internal notes
        </Heading>
        <p className="text-sm text-slate-600">Only the team reads these.</p>
      </div>
      {notes.isPending ? (
        <Skeleton className="h-12 w-full rounded-control" />
      ) : notes.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {errorMessage(notes.error)}
        </p>
      ) : notes.data.notes.length === 0 ? (
        <p className="text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol className="space-y-2">
          {notes.data.notes.map((n) => (
            <li key={n.id} className="rounded-control border border-slate-200 bg-slate-50 p-3">
              <p className="text-xs text-slate-600">
                {n.authorName} · {formatIst(n.createdAt)}
              </p>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-900">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
      {mayWrite ? (
        <form onSubmit={onSubmit} noValidate className="space-y-2">
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
            Add a note
          </label>
          <textarea
            id={fieldId}
            value={text}
            rows={3}
            maxLength={CASE_NOTE_MAX}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${fieldId}-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setFieldError('');
            }}
            className="w-full rounded-control border border-slate-300 px-3 py-2 text-base"
          />
          {fieldError ? (
            <p id={`${fieldId}-error`} className="text-sm text-danger-700">
              {fieldError}
            </p>
          ) : null}
          {add.isError ? <FormAlert>{errorMessage(add.error)}</FormAlert> : null}
          <button
            type="submit"
            disabled={add.isPending}
            className={buttonClasses('secondary', 'sm')}
          >
            {add.isPending ? 'Adding…' : 'Add note'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
