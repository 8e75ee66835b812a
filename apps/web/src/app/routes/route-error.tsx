import { buttonClasses } from '#components/ui/button';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  title: { id: 'common.routeError.title', defaultMessage: 'Something went wrong | Manas Care' },
  heading: { id: 'common.routeError.heading', defaultMessage: 'This page could not be shown' },
  body: {
    id: 'common.routeError.body',
    defaultMessage:
      'Something went wrong while loading it. Reloading usually helps; if it keeps happening, please contact us.',
  },
  reload: { id: 'common.routeError.reload', defaultMessage: 'Reload the page' },
});

/** Shown in place of a page that failed to render or load (for example after a new deploy). */
export function RouteError() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{t(M.title)}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t(M.heading)}</h1>
      <p className="mt-4 text-lg text-slate-600">{t(M.body)}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClasses('primary', 'lg', 'mt-8')}
      >
        {t(M.reload)}
      </button>
    </section>
  );
}
