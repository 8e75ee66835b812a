import type { AdminReport } from '@app/domain/schemas/admin';
import { paths } from '#config/paths';
import type { ConfirmAction } from './confirm-dialog';

/** Where a report leads in the console: its therapist's row, the session, the reporter's page. */
export const reportLinks = (
  r: Pick<AdminReport, 'therapistId' | 'appointmentId' | 'reporterId'>,
) => ({
  therapist: paths.admin('therapists', { q: r.therapistId }),
  appointment: r.appointmentId ? paths.admin('appointments', { id: r.appointmentId }) : null,
  reporter: r.reporterId ? paths.admin('people', { id: r.reporterId }) : null,
});

/** Resolve or dismiss: the team's note stays internal; the reply is mailed to the reporter. */
export function reportDecision(r: AdminReport, how: 'resolve' | 'dismiss'): ConfirmAction {
  return {
    title: how === 'resolve' ? 'Resolve this report' : 'Dismiss this report',
    effect:
      how === 'resolve'
        ? `Closes the report about ${r.therapistName} as acted on. The reporter is mailed that we acted on it.`
        : `Closes the report about ${r.therapistName} as needing no action. The reporter is mailed that we found nothing to act on.`,
    confirmLabel: how === 'resolve' ? 'Resolve report' : 'Dismiss report',
    path: `/api/admin/reports/${r.id}/${how}`,
    textField: { name: 'note', label: 'Note for the team’s record' },
    moreFields: [{ name: 'reply', label: 'Message to the reporter', optional: true }],
  };
}
