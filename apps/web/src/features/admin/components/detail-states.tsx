import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '#components/ui/skeleton';
import { errorMessage } from '#lib/api-client';

/** The way back from a detail page to its list ("← Back to people"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm font-semibold text-primary-800 underline">
      {children}
    </Link>
  );
}

/**
 * A detail page (a person, a report, a document) while it loads or when it cannot: the way back,
 * the page's name for screen readers, then placeholders of the given heights or the error.
 */
export function DetailState(props: {
  back: ReactNode;
  title: string;
  /** Placeholder heights while loading (Tailwind h-* classes); absent once it failed. */
  loading?: string[];
  error?: unknown;
}) {
  if (props.loading)
    return (
      <section aria-labelledby="admin-section-title" aria-busy="true">
        {props.back}
        <h2 id="admin-section-title" className="sr-only">
          {props.title}
        </h2>
        {props.loading.map((height, i) => (
          <Skeleton key={i} className={`mt-4 ${height} w-full rounded-card`} />
        ))}
      </section>
    );
  return (
    <section aria-labelledby="admin-section-title">
      {props.back}
      <h2 id="admin-section-title" className="mt-4 text-xl font-semibold text-slate-900">
        {props.title}
      </h2>
      <p
        role="alert"
        className="mt-2 rounded-card border border-danger-100 bg-danger-50 p-4 text-danger-800"
      >
        {errorMessage(props.error)}
      </p>
    </section>
  );
}
