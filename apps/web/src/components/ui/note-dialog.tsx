import { genericFailureText } from '#lib/action-error-text';
import { useState, type FormEvent, type ReactNode } from 'react';
import { CANCELLATION_REASON_MAX } from '@app/domain/constants';
import { actionErrorText } from '#lib/action-error-text';
import { defineMessages } from '@app/domain/i18n/define';
import { formMessage } from '@app/domain/i18n/form-words';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { buttonClasses } from './button';
import { DialogFrame } from './dialog-frame';
import { FormAlert } from './form-alert';
import { NoteField } from './note-field';

const M = defineMessages({
  goBack: { id: 'common.noteDialog.goBack', defaultMessage: 'Go back' },
  sending: { id: 'common.noteDialog.sending', defaultMessage: 'Sending…' },
});

/** A request body whose only field is an optional note, checked by its domain schema. */
interface NoteSchema {
  safeParse(value: {
    note: string;
  }):
    | { success: true; data: { note: string } }
    | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

interface NoteDialogProps {
  title: string;
  description: ReactNode;
  noteLabel: string;
  noteHint?: string;
  submitLabel: string;
  /** The toast once sent, in the page's language (the server answers in English). */
  sentText: string;
  schema: NoteSchema;
  /** The request's mutation: sends the note and reports the server's answer. */
  request: {
    isPending: boolean;
    mutate(
      note: string,
      handlers: { onSuccess: (answer: { message: string }) => void; onError: (e: unknown) => void },
    ): void;
  };
  toastId: string;
  onClose: () => void;
  onSent: () => void;
}

/** A dialog that sends one request with an optional note to the team, and says how it went. */
export function NoteDialog(props: NoteDialogProps) {
  const t = useT();
  const { request } = props;
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [serverError, setServerError] = useState('');
  const close = () => {
    if (!request.isPending) props.onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse({ note });
    if (!parsed.success) {
      setNoteError(formMessage(t, parsed.error.issues[0]?.message) ?? genericFailureText());
      return;
    }
    setServerError('');
    request.mutate(parsed.data.note, {
      onSuccess: () => {
        showSuccess(props.sentText, { id: props.toastId });
        props.onSent();
      },
      onError: (e) => setServerError(actionErrorText(e)),
    });
  };

  return (
    <DialogFrame onClose={close} title={props.title} description={props.description}>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
        <NoteField
          label={props.noteLabel}
          hint={props.noteHint}
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
            {t(M.goBack)}
          </button>
          <button type="submit" disabled={request.isPending} className={buttonClasses('primary')}>
            {request.isPending ? t(M.sending) : props.submitLabel}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
