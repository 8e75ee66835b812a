import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FEATURED_MAX, FEATURED_PLANS } from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';
import { buttonClasses } from '#components/ui/button';
import { AlertIcon, RefreshIcon, ShieldIcon } from '#components/ui/icons';
import { Skeleton } from '#components/ui/skeleton';
import { isApiError } from '#lib/api-client';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { FEATURED as W, instantText } from '../lib/featured-words';
import { useFeaturedPlans } from '../api/get-featured-plans';
import { useBuyPlan } from '../hooks/use-buy-plan';
import { PlanCards } from './plan-cards';
import { ReceiptsTable } from './receipts-table';
import { useInvoices } from '#lib/invoices';
import { paths } from '#config/paths';

function Panel({ tone = 'plain', children }: { tone?: 'plain' | 'error'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'grid justify-items-center gap-4 rounded-card border bg-white px-6 py-10 text-center',
        tone === 'error' ? 'border-danger-100' : 'border-slate-200',
      )}
    >
      {children}
    </div>
  );
}

function LoadingState() {
  const t = useT();
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t(W.loading)}</span>
      <Skeleton className="h-24 rounded-card" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-64 rounded-card" />
        <Skeleton className="h-64 rounded-card" />
      </div>
      <Skeleton className="h-32 rounded-card" />
    </div>
  );
}

/**
 * A therapist's featured plans, current placement, checkout and receipts: the body of
 * /dashboard/featured, inside the dashboard's frame (which sends the signed-out to sign in).
 */
export function FeaturedPlansPanel() {
  const t = useT();
  const query = useFeaturedPlans();
  const { buy, buyingKey } = useBuyPlan();
  const invoices = useInvoices('dashboard');
  const status = isApiError(query.error) ? query.error.status : null;

  let body: ReactNode;
  if (query.data) {
    const data = query.data;
    const now = new Date();
    const expiry = data.featuredExpiry ? new Date(data.featuredExpiry) : null;
    body = (
      <>
        <section aria-labelledby="placement-heading">
          <h3 id="placement-heading" className="sr-only">
            {t(W.placement)}
          </h3>
          <div
            data-testid="featured-status"
            className={cn(
              'rounded-card border p-5',
              data.featuredNow
                ? 'border-success-100 bg-success-50 text-success-800'
                : 'border-slate-200 bg-white text-slate-800',
            )}
          >
            {data.featuredNow && expiry ? (
              <p className="text-lg font-semibold">
                {t(W.featuredUntil, { moment: instantText(expiry, t) })}
              </p>
            ) : (
              <p className="text-lg font-semibold">{t(W.notFeatured)}</p>
            )}
            {!data.featuredNow && expiry ? (
              <p className="mt-1 text-[0.9375rem]">
                {t(W.lastEnded, { moment: instantText(expiry, t) })}
              </p>
            ) : null}
          </div>
        </section>

        <section aria-labelledby="plans-heading" className="mt-10">
          <h3 id="plans-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
            {t(W.choose)}
          </h3>
          <p
            id="featured-terms"
            className="mt-3 flex items-start gap-2 rounded-control border border-warning-100 bg-warning-50 px-4 py-3 text-[0.9375rem] text-warning-800"
          >
            <ShieldIcon width={20} height={20} className="mt-0.5 shrink-0" />
            <span>
              {t.parts<ReactNode>(W.terms, {
                shown: FEATURED_MAX,
                strong: (chunks) => <strong key={String(chunks)}>{chunks}</strong>,
              })}
            </span>
          </p>
          {!data.canBuy ? (
            <p className="mt-3 flex items-start gap-2 rounded-control border border-slate-200 bg-white px-4 py-3 text-[0.9375rem] text-slate-800">
              <AlertIcon width={20} height={20} className="mt-0.5 shrink-0 text-warning-700" />
              {t(W.notLive)}
            </p>
          ) : null}
          <div className="mt-5">
            <PlanCards
              plans={data.plans}
              current={{ featured: data.featuredNow, featuredExpiry: expiry }}
              canBuy={data.canBuy}
              now={now}
              buyingKey={buyingKey}
              onBuy={(plan) => void buy(plan)}
            />
          </div>
        </section>

        <section aria-labelledby="receipts-heading" className="mt-10">
          <h3 id="receipts-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
            {t(W.receipts)}
          </h3>
          <p className="mt-1 mb-4 text-slate-600">{t(W.receiptsLead)}</p>
          <ReceiptsTable receipts={data.receipts} invoices={invoices.data} />
        </section>
      </>
    );
  } else if (status === 403) {
    body = (
      <Panel>
        <p className="text-lg font-medium text-slate-800">{t(W.forTherapists)}</p>
        <p className="max-w-md text-slate-600">{t(W.otherAccount)}</p>
        <Link to={paths.home()} className={buttonClasses('primary', 'md')}>
          {t(W.home)}
        </Link>
      </Panel>
    );
  } else if (status === 404) {
    body = (
      <Panel>
        <p className="text-lg font-medium text-slate-800">{t(W.noProfile)}</p>
        <Link to={paths.joinTherapist()} className={buttonClasses('primary', 'md')}>
          {t(W.join)}
        </Link>
      </Panel>
    );
  } else if (query.isError) {
    body = (
      <Panel tone="error">
        <p className="text-lg font-medium text-slate-800">{t(W.failed)}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className={buttonClasses('primary', 'md')}
        >
          <RefreshIcon width={18} height={18} />
          {query.isFetching ? t(W.tryingAgain) : t(W.tryAgain)}
        </button>
      </Panel>
    );
  } else {
    body = <LoadingState />;
  }

  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">
        {t(W.heading)}
      </h2>
      <p className="mt-1 text-slate-600">
        {t(W.lead, {
          month: formatRupees(FEATURED_PLANS[0].rupees),
          quarter: formatRupees(FEATURED_PLANS[1].rupees),
        })}
      </p>
      <div className="mt-6">{body}</div>
    </section>
  );
}
