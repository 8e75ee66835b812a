import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyPoint, OverviewResponse } from '@app/domain/schemas/admin-ops';
import { Skeleton } from '#components/ui/skeleton';
import { ADMIN_LISTS } from '../api/admin-lists';
import { formatDay, formatPaise } from '../lib/admin-format';
import { DataTable } from './data-table';
import { SectionHeader } from './bits';
import { paths } from '#config/paths';

const COUNTS: ReadonlyArray<{ key: keyof OverviewResponse['counts']; label: string; to: string }> =
  [
    { key: 'applications', label: 'Applications to review', to: paths.admin('applications') },
    {
      key: 'changesRequested',
      label: 'Waiting for applicants’ changes',
      to: paths.admin('applications', { status: 'changes_requested' }),
    },
    {
      key: 'documents',
      label: 'Documents to review',
      to: paths.admin('documents', { state: 'pending' }),
    },
    { key: 'reports', label: 'Open reports', to: paths.admin('reports') },
    {
      key: 'cancellationRequests',
      label: 'Cancellation requests',
      to: paths.admin('cancellations'),
    },
    { key: 'deadJobs', label: 'Failed background jobs', to: paths.admin('payments') },
    { key: 'failedRefunds', label: 'Failed refunds', to: paths.admin('payments') },
    { key: 'messages', label: 'Unanswered messages', to: paths.admin('messages') },
  ];

function Chart({ title, points, money }: { title: string; points: DailyPoint[]; money?: boolean }) {
  const show = (v: number) => (money ? formatPaise(v) : String(v));
  const total = points.reduce((s, p) => s + p.value, 0);
  return (
    <figure className="rounded-card border border-slate-200 bg-white p-4 shadow-raised">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">30 days: {show(total)}</span>
      </figcaption>
      <div className="mt-3 h-44" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={points}
            accessibilityLayer={false}
            margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
          >
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="day"
              tickFormatter={formatDay}
              tick={{ fontSize: 11, fill: '#475569' }}
              interval={6}
            />
            <YAxis
              allowDecimals={false}
              width={money ? 64 : 32}
              tick={{ fontSize: 11, fill: '#475569' }}
              tickFormatter={(v: number) => show(v)}
            />
            <Tooltip
              formatter={(v) => show(Number(v))}
              labelFormatter={(d) => formatDay(String(d))}
            />
            <Bar dataKey="value" name={title} fill="#0f766e" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-primary-800">Show the numbers</summary>
        <div className="mt-2">
          <DataTable
            caption={`${title}, per day (IST)`}
            columns={[
              { header: 'Day', cell: (p: DailyPoint) => formatDay(p.day) },
              { header: title, cell: (p: DailyPoint) => show(p.value) },
            ]}
            rows={points}
            rowKey={(p) => p.day}
            isLoading={false}
            error={null}
            onRetry={() => undefined}
            empty="No days."
          />
        </div>
      </details>
    </figure>
  );
}

/** What needs action now, and how the last 30 days went. */
export function OverviewSection() {
  const overview = useQuery(ADMIN_LISTS.overview());
  const data = overview.data;
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Overview"
        intro="What needs action first, then the last 30 days (IST)."
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {COUNTS.map((c) => (
          <li key={c.key}>
            <Link
              to={c.to}
              className="block h-full rounded-card border border-slate-200 bg-white p-3 shadow-raised hover:border-primary-700"
            >
              <span
                className="block text-2xl font-semibold text-slate-900"
                data-testid={`count-${c.key}`}
              >
                {data ? data.counts[c.key] : <Skeleton className="h-8 w-10" />}
              </span>
              <span className="text-sm text-slate-700">{c.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {overview.isError ? (
        <p role="alert" className="mt-4 text-danger-700">
          The figures could not be loaded. Please refresh the page.
        </p>
      ) : null}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {data ? (
          <>
            <Chart title="Bookings" points={data.series.bookings} />
            <Chart title="Booking-fee income" points={data.series.bookingFeePaise} money />
            <Chart title="Refunds" points={data.series.refundsPaise} money />
            <Chart title="New applications" points={data.series.applications} />
          </>
        ) : (
          Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-64 w-full rounded-card" />
          ))
        )}
      </div>
    </section>
  );
}
