import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '#components/not-found';
import { buttonClasses } from '#components/ui/button';

/** Shown in place of a page that failed to render or load (for example after a new deploy). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Something went wrong | Manas Care</title>
      <h1 className="text-3xl font-bold tracking-tight">This page could not be shown</h1>
      <p className="mt-4 text-lg text-slate-600">
        Something went wrong while loading it. Reloading usually helps; if it keeps happening,
        please contact us.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClasses('primary', 'lg', 'mt-8')}
      >
        Reload the page
      </button>
    </section>
  );
}
