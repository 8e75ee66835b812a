import { buttonClasses } from '#components/ui/button';
import { RefreshIcon } from '#components/ui/icons';
import { actionErrorText } from '#lib/action-error-text';
import { useT } from '#lib/i18n/i18n-context';
import { showError, showSuccess } from '#lib/toast';
import { useAcceptSeries } from '../api/accept-series';
import { SERIES_WORDS as S } from '../lib/series-words';

/**
 * On a session of a standing series: says so, and while two or more of its sessions wait to be
 * accepted, accepts them all in one step.
 */
export function SeriesStrip({ seriesId, unaccepted }: { seriesId: string; unaccepted: number }) {
  const t = useT();
  const accept = useAcceptSeries();
  const onAccept = () =>
    accept.mutate(seriesId, {
      onSuccess: (answer) =>
        showSuccess(t(S.accepted, { count: answer.accepted }), { id: 'accept-series' }),
      onError: (error) => showError(actionErrorText(error), { id: 'accept-series' }),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-4 pb-4 sm:px-5">
      <span
        className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-2.5 py-0.5 text-sm font-medium text-primary-900"
        data-testid="series-badge"
      >
        <RefreshIcon width={14} height={14} aria-hidden="true" />
        {t(S.badge)}
      </span>
      {unaccepted >= 2 ? (
        <button
          type="button"
          onClick={onAccept}
          disabled={accept.isPending}
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        >
          {accept.isPending ? t(S.accepting) : t(S.acceptAll, { count: unaccepted })}
        </button>
      ) : null}
    </div>
  );
}
