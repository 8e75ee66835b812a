import { closeAccountRequestBody } from '@app/domain/schemas/privacy';
import { NoteDialog } from '#components/ui/note-dialog';

type ClosureRequest = Parameters<typeof NoteDialog>[0]['request'];

/**
 * A therapist's or admin's account is closed by the team, never at once: this asks them to,
 * with an optional note, and says what happens next. `request` sends it (POST
 * /api/user/close-account-request); the team finds it in its inbox and on the person's page.
 */
export function ClosureRequestDialog({
  request,
  onClose,
  onSent,
}: {
  request: ClosureRequest;
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
      request={request}
      toastId="close-account-request"
      onClose={onClose}
      onSent={onSent}
    />
  );
}
