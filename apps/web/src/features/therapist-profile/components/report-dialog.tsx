import { lazy } from 'react';
import { LoadOnIntent } from '#components/load-on-intent';
import { buttonClasses } from '#components/ui/button';
import { FlagIcon } from '#components/ui/icons';
import { useIsSignedIn } from '#lib/auth-token';
import { showError } from '#lib/toast';
import type { ReportDialogProps } from './report-dialog-form';
import { useT } from '#lib/i18n/i18n-context';
import { PROFILE } from '../lib/profile-words';

const ReportDialogForm = lazy(() =>
  import('./report-dialog-form').then((m) => ({ default: m.ReportDialogForm })),
);

/**
 * 'Report' button. The dialog and its library load when someone is about to use it; until then
 * a stand-in draws the same button (signed out, a press asks to log in at once).
 */
export function ReportDialog(props: ReportDialogProps) {
  const signedIn = useIsSignedIn();
  const t = useT();
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
            else showError(t(PROFILE.reportLogin), { id: 'report' });
          }}
        >
          <FlagIcon width={18} height={18} />
          {t(PROFILE.report)}
        </button>
      )}
    >
      {({ pressed, focused }) => (
        <ReportDialogForm {...props} initiallyOpen={pressed} focusTrigger={focused} />
      )}
    </LoadOnIntent>
  );
}
