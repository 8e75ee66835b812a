import { resubmitApplicationBody } from '@app/domain/schemas/therapist-application';
import { NoteDialog } from '#components/ui/note-dialog';
import { useResubmitApplication } from '../api/application';

/** Sends the application back to the review queue, with an optional note to the team. */
export function ResubmitDialog({ onClose }: { onClose: () => void }) {
  return (
    <NoteDialog
      title="Resubmit your application"
      description={
        <p>
          Our team will review your application again, with your details, documents and photo as
          they are now, and email you.
        </p>
      }
      noteLabel="Note to our team (optional)"
      noteHint="For example, what you changed."
      submitLabel="Resubmit for review"
      schema={resubmitApplicationBody}
      request={useResubmitApplication()}
      toastId="resubmit-application"
      onClose={onClose}
      onSent={onClose}
    />
  );
}
