import { lazy } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { LoadOnIntent } from '#components/load-on-intent';
import { buttonClasses } from '#components/ui/button';
import { FlagIcon } from '#components/ui/icons';
import { useIsSignedIn } from '#lib/auth-token';
import { showError } from '#lib/toast';
import type { ReportDialogProps } from './report-dialog-form';

const ReportDialogForm = lazy(() =>
  import('./report-dialog-form').then((m) => ({ default: m.ReportDialogForm })),
);

/**
 * 'Report' button. The dialog and its library load when someone is about to use it; until then
 * a stand-in draws the same button (signed out, a press asks to log in at once).
 */
export function ReportDialog(props: ReportDialogProps) {
  const signedIn = useIsSignedIn();
  return (
    <LoadOnIntent
      standIn={(intent) => (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          className={buttonClasses('ghost', 'md')}
          {...intent}
          onClick={() => {
            if (signedIn) intent.onClick();
            else showError(MESSAGES.report.loginRequired, { id: 'report' });
          }}
        >
          <FlagIcon width={18} height={18} />
          Report
        </button>
      )}
    >
      {({ pressed, focused }) => (
        <ReportDialogForm {...props} initiallyOpen={pressed} focusTrigger={focused} />
      )}
    </LoadOnIntent>
  );
}
