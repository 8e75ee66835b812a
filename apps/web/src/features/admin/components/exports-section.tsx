import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isoDayOf, istIsoDay } from '@app/domain/admin-console';
import {
  EXPORT_KINDS,
  exportFileName,
  exportRange,
  type ExportKind,
} from '@app/domain/admin-exports';
import { istToday } from '@app/domain/ist';
import { buttonClasses } from '#components/ui/button';
import { errorMessage } from '#lib/api-client';
import { showError } from '#lib/toast';
import { downloadPrivate } from '#lib/download';
import { slotKeyOfIsoDay } from '../lib/admin-format';
import { SectionHeader, TextFilter } from './bits';

const ABOUT: Record<ExportKind, { label: string; detail: string }> = {
  payments: {
    label: 'Payments',
    detail:
      'Every order made in the range: status, rupees and paise, provider order and payment ids.',
  },
  refunds: {
    label: 'Refunds',
    detail: 'Refunds decided in the range: state, amount, provider payment and refund ids, reason.',
  },
  appointments: {
    label: 'Appointments',
    detail: 'Bookings made in the range: session time, status, booking fee, cancellation.',
  },
};

/** Payments, refunds and appointments of an IST date range as CSV files for reconciliation. */
export function ExportsSection() {
  const [search, setSearch] = useSearchParams();
  const today = istToday(new Date());
  const from = search.get('from') ?? isoDayOf({ ...today, day: 1 });
  const to = search.get('to') ?? istIsoDay(new Date());
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const set = (key: 'from' | 'to', value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const fromKey = slotKeyOfIsoDay(from);
  const toKey = slotKeyOfIsoDay(to);
  const valid =
    fromKey !== undefined && toKey !== undefined && exportRange(fromKey, toKey) !== null;

  async function download(kind: ExportKind) {
    if (!fromKey || !toKey) return;
    setBusy(kind);
    try {
      await downloadPrivate(
        `/api/admin/exports/${kind}.csv?from=${fromKey}&to=${toKey}`,
        exportFileName(kind, fromKey, toKey),
      );
    } catch (e) {
      showError(errorMessage(e), { id: 'admin-action' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Exports"
        intro="CSV files for reconciling with the payment provider's settlement reports. Dates are IST days, both included; amounts come in rupees and in paise."
      >
        <TextFilter label="From" type="date" value={from} onChange={(v) => set('from', v)} />
        <TextFilter label="To" type="date" value={to} onChange={(v) => set('to', v)} />
      </SectionHeader>
      {valid ? null : (
        <p role="alert" className="mb-4 text-sm font-medium text-danger-700">
          Choose a range whose first day is not after its last, at most a year long.
        </p>
      )}
      <ul className="grid gap-3 md:grid-cols-3">
        {EXPORT_KINDS.map((kind) => (
          <li
            key={kind}
            className="flex flex-col rounded-card border border-slate-200 bg-white p-4 shadow-raised"
          >
            <h3 className="font-semibold text-slate-900">{ABOUT[kind].label}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{ABOUT[kind].detail}</p>
            <button
              type="button"
              disabled={!valid || busy !== null}
              onClick={() => void download(kind)}
              className={buttonClasses('secondary', 'sm') + ' mt-3 self-start'}
            >
              {busy === kind ? 'Preparing…' : `Download ${ABOUT[kind].label.toLowerCase()} CSV`}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
