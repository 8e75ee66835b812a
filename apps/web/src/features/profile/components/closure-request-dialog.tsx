import { useState, type FormEvent } from 'react';
import { CANCELLATION_REASON_MAX } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { closeAccountRequestBody } from '@app/domain/schemas/privacy';
import { buttonClasses } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { NoteField } from '../../../components/ui/note-field';
import { actionErrorText } from '../../../lib/action-error-text';
import { showSuccess } from '../../../lib/toast';
import { useRequestClosure } from '../api/request-closure';

/**
 * A therapist's or admin's account is closed by the team, never at once: this asks them to,
 * with an optional note, and says what happens next.
 */
export function ClosureRequestDialog({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: () => void;
}) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [serverError, setServerError] = useState('');
  const send = useRequestClosure();
  const close = () => {
    if (!send.isPending) onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = closeAccountRequestBody.safeParse({ note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? MESSAGES.generic);
      return;
    }
    setServerError('');
    send.mutate(parsed.data.note, {
      onSuccess: (answer) => {
        showSuccess(answer.message, { id: 'close-account-request' });
        onSent();
      },
      onError: (e) => setServerError(actionErrorText(e, MESSAGES.generic)),
    });
  };

  return (
    <DialogFrame
      onClose={close}
      title="Ask our team to close your account"
      description={
        <p>
          Your account carries your public profile and your clients&rsquo; sessions, so our team
          closes it for you. They will email you to agree on upcoming sessions before they do.
          Nothing changes until then.
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
        <NoteField
          label="Note to our team (optional)"
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
          <button type="submit" disabled={send.isPending} className={buttonClasses('primary')}>
            {send.isPending ? 'Sending…' : 'Send request'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
