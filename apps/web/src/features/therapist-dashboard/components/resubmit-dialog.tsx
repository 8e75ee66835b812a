import { useState, type FormEvent } from 'react';
import { CANCELLATION_REASON_MAX } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { resubmitApplicationBody } from '@app/domain/schemas/therapist-application';
import { buttonClasses } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { NoteField } from '../../../components/ui/note-field';
import { actionErrorText } from '../../../lib/action-error-text';
import { showSuccess } from '../../../lib/toast';
import { useResubmitApplication } from '../api/application';

/** Sends the application back to the review queue, with an optional note to the team. */
export function ResubmitDialog({ onClose }: { onClose: () => void }) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [serverError, setServerError] = useState('');
  const resubmit = useResubmitApplication();
  const close = () => {
    if (!resubmit.isPending) onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resubmitApplicationBody.safeParse({ note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? MESSAGES.generic);
      return;
    }
    setServerError('');
    resubmit.mutate(parsed.data.note, {
      onSuccess: (answer) => {
        showSuccess(answer.message, { id: 'resubmit-application' });
        onClose();
      },
      onError: (e) => setServerError(actionErrorText(e, MESSAGES.generic)),
    });
  };

  return (
    <DialogFrame
      onClose={close}
      title="Resubmit your application"
      description={
        <p>
          Our team will review your application again, with your details, documents and photo as
          they are now, and email you.
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
        <NoteField
          label="Note to our team (optional)"
          hint="For example, what you changed."
          value={note}
          onChange={(v) => {
            setNote(v);
            if (noteError) setNoteError('');
          }}
          max={CANCELLATION_REASON_MAX}
          error={noteError}
        />
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className={buttonClasses('secondary')}>
            Go back
          </button>
          <button type="submit" disabled={resubmit.isPending} className={buttonClasses('primary')}>
            {resubmit.isPending ? 'Sending…' : 'Resubmit for review'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
