import { closeAccountRequestBody } from '@app/domain/schemas/privacy';
import { defineMessages } from '@app/domain/i18n/define';
import { NoteDialog } from '#components/ui/note-dialog';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  title: { id: 'common.closure.title', defaultMessage: 'Ask our team to close your account' },
  text: {
    id: 'common.closure.text',
    defaultMessage:
      'Your account carries your public profile and your clients’ sessions, so our team closes it for you. They will email you to agree on upcoming sessions before they do. Nothing changes until then.',
  },
  note: { id: 'common.closure.note', defaultMessage: 'Note to our team (optional)' },
  send: { id: 'common.closure.send', defaultMessage: 'Send request' },
  sent: {
    id: 'common.closure.sent',
    defaultMessage:
      'Your request has reached our team. They will contact you by email before closing your account.',
  },
});

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
  const t = useT();
  return (
    <NoteDialog
      title={t(M.title)}
      description={<p>{t(M.text)}</p>}
      noteLabel={t(M.note)}
      submitLabel={t(M.send)}
      sentText={t(M.sent)}
      schema={closeAccountRequestBody}
      request={request}
      toastId="close-account-request"
      onClose={onClose}
      onSent={onSent}
    />
  );
}
