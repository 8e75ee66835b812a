import { resubmitApplicationBody } from '@app/domain/schemas/therapist-application';
import { NoteDialog } from '#components/ui/note-dialog';
import { useT } from '#lib/i18n/i18n-context';
import { useResubmitApplication } from '../api/application';
import { DASHBOARD as W } from '../lib/dashboard-words';

/** Sends the application back to the review queue, with an optional note to the team. */
export function ResubmitDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <NoteDialog
      title={t(W.resubmitTitle)}
      description={<p>{t(W.resubmitText)}</p>}
      noteLabel={t(W.noteToTeam)}
      noteHint={t(W.noteHint)}
      submitLabel={t(W.resubmit)}
      sentText={t(W.resubmitted)}
      schema={resubmitApplicationBody}
      request={useResubmitApplication()}
      toastId="resubmit-application"
      onClose={onClose}
      onSent={onClose}
    />
  );
}
