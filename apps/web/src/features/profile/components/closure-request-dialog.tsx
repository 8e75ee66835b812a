import { closeAccountRequestBody } from '@app/domain/schemas/privacy';
import { NoteDialog } from '#components/ui/note-dialog';
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
  return (
    <NoteDialog
      title="Ask our team to close your account"
      description={
        <p>
          Your account carries your public profile and your clients&rsquo; sessions, so our team
          closes it for you. They will email you to agree on upcoming sessions before they do.
          Nothing changes until then.
        </p>
      }
      noteLabel="Note to our team (optional)"
      submitLabel="Send request"
      schema={closeAccountRequestBody}
      request={useRequestClosure()}
      toastId="close-account-request"
      onClose={onClose}
      onSent={onSent}
    />
  );
}
