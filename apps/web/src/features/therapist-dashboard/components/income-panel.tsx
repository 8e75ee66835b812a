import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDateIn } from '@app/domain/i18n/dates';
import type { Translator } from '@app/domain/i18n/translator';
import { parseSlotDateKey } from '@app/domain/ist';
import { BOOKING_FEE_PAISE } from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';
import type { DashboardStats } from '@app/domain/schemas/dashboard';
import { FormAlert } from '#components/ui/form-alert';
import { Skeleton } from '#components/ui/skeleton';
import { useT } from '#lib/i18n/i18n-context';
import { useDashboardStats } from '../api/get-stats';
import { DASHBOARD } from '../lib/dashboard-words';
import { SCHEDULE as W } from '../lib/schedule-words';

const weekLabel = (key: string, t: Translator) => {
  const d = parseSlotDateKey(key);
  return d ? formatDateIn(t.language, d, 'day-month') : key;
};

function Chart({ weeks }: { weeks: DashboardStats }) {
  const t = useT();
  const data = weeks.map((w) => ({ ...w, label: weekLabel(w.weekStart, t) }));
  const income = t(W.expectedIncome);
  const total = weeks.reduce((n, w) => n + w.bookings, 0);
  return (
    // The table below carries the same numbers for screen readers and keyboards.
    <div
      role="img"
      aria-label={t(W.chart, { sessions: total, weeks: weeks.length })}
      className="h-72 w-full"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 0 }}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 12, fill: '#475569' }}
            interval="preserveStartEnd"
          />
          <YAxis
            yAxisId="count"
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#475569' }}
            width={32}
          />
          <YAxis
            yAxisId="income"
            orientation="right"
            tick={{ fontSize: 12, fill: '#475569' }}
            tickFormatter={(v: number) => `₹${v}`}
            width={64}
          />
          <Tooltip
            formatter={(value, name) =>
              name === income ? formatRupees(Number(value)) : String(value)
            }
          />
          <Legend />
          <Bar
            yAxisId="count"
            dataKey="bookings"
            name={t(W.bookings)}
            fill="#0f766e"
            radius={[4, 4, 0, 0]}
          />
          <Line
            yAxisId="income"
            dataKey="incomeRupees"
            name={income}
            stroke="#c2410c"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

function StatsTable({ weeks }: { weeks: DashboardStats }) {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
      <table className="w-full text-left text-[0.9375rem]">
        <caption className="sr-only">{t(W.tableCaption)}</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t(W.weekOfColumn)}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t(W.bookings)}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t(W.expectedIncome)}
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium text-slate-800">
                {weekLabel(w.weekStart, t)}
                {w.past ? null : (
                  <span className="text-slate-600">
                    {t(W.weekState, { state: w.current ? 'current' : 'ahead' })}
                  </span>
                )}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{w.bookings}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatRupees(w.incomeRupees)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Bookings and the session fees expected from them per week: 12 weeks back, 5 ahead. */
export function IncomePanel() {
  const t = useT();
  const stats = useDashboardStats();
  return (
    <section aria-labelledby="income-heading">
      <h2 id="income-heading" className="text-xl font-semibold">
        {t(DASHBOARD.sectionTitle, { section: 'income' })}
      </h2>
      <p className="mt-1 text-[0.9375rem] text-slate-600">
        {t(W.incomeLead, { fee: formatRupees(BOOKING_FEE_PAISE / 100) })}
      </p>
      {stats.isPending ? (
        <div role="status" className="mt-4">
          <span className="sr-only">{t(W.loadingIncome)}</span>
          <Skeleton className="h-72 w-full" />
        </div>
      ) : stats.isError ? (
        <div className="mt-4">
          <FormAlert>{t(W.incomeFailed)}</FormAlert>
        </div>
      ) : (
        <div className="mt-4 grid gap-6">
          <Chart weeks={stats.data} />
          <StatsTable weeks={stats.data} />
        </div>
      )}
    </section>
  );
}
