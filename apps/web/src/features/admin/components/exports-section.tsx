import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { defineMessages, type MessageDescriptor } from '@app/domain/i18n/define';
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
import { useT } from '#lib/i18n/i18n-context';
import { slotKeyOfIsoDay } from '../lib/admin-format';
import { SectionHeader, TextFilter } from './bits';

const M = defineMessages({
  title: { id: 'admin.exports.title', defaultMessage: 'Exports' },
  intro: {
    id: 'admin.exports.intro',
    defaultMessage:
      "CSV files for reconciling with the payment provider's settlement reports and for GST returns. Dates are IST days, both included; amounts come in rupees (and in paise where the provider counts them).",
  },
  from: { id: 'admin.exports.from', defaultMessage: 'From' },
  to: { id: 'admin.exports.to', defaultMessage: 'To' },
  badRange: {
    id: 'admin.exports.badRange',
    defaultMessage: 'Choose a range whose first day is not after its last, at most a year long.',
  },
  preparing: { id: 'admin.exports.preparing', defaultMessage: 'Preparing…' },
  paymentsLabel: { id: 'admin.exports.payments.label', defaultMessage: 'Payments' },
  paymentsDetail: {
    id: 'admin.exports.payments.detail',
    defaultMessage:
      'Every order made in the range: status, rupees and paise, provider order and payment ids.',
  },
  paymentsButton: { id: 'admin.exports.payments.button', defaultMessage: 'Download payments CSV' },
  refundsLabel: { id: 'admin.exports.refunds.label', defaultMessage: 'Refunds' },
  refundsDetail: {
    id: 'admin.exports.refunds.detail',
    defaultMessage:
      'Refunds decided in the range: state, amount, provider payment and refund ids, reason.',
  },
  refundsButton: { id: 'admin.exports.refunds.button', defaultMessage: 'Download refunds CSV' },
  appointmentsLabel: { id: 'admin.exports.appointments.label', defaultMessage: 'Appointments' },
  appointmentsDetail: {
    id: 'admin.exports.appointments.detail',
    defaultMessage: 'Bookings made in the range: session time, status, booking fee, cancellation.',
  },
  appointmentsButton: {
    id: 'admin.exports.appointments.button',
    defaultMessage: 'Download appointments CSV',
  },
  invoicesLabel: { id: 'admin.exports.invoices.label', defaultMessage: 'Invoice register' },
  invoicesDetail: {
    id: 'admin.exports.invoices.detail',
    defaultMessage:
      'Every tax invoice and credit note issued in the range, as GST returns ask: number, date, buyer, place of supply, taxable value, CGST, SGST, IGST, total, and the invoice a credit note reduces.',
  },
  invoicesButton: {
    id: 'admin.exports.invoices.button',
    defaultMessage: 'Download invoice register CSV',
  },
});

const ABOUT: Record<
  ExportKind,
  { label: MessageDescriptor; detail: MessageDescriptor; button: MessageDescriptor }
> = {
  payments: { label: M.paymentsLabel, detail: M.paymentsDetail, button: M.paymentsButton },
  refunds: { label: M.refundsLabel, detail: M.refundsDetail, button: M.refundsButton },
  appointments: {
    label: M.appointmentsLabel,
    detail: M.appointmentsDetail,
    button: M.appointmentsButton,
  },
  invoices: { label: M.invoicesLabel, detail: M.invoicesDetail, button: M.invoicesButton },
};

/**
 * Payments, refunds and appointments of an IST date range as CSV files for reconciliation, and
 * the invoice register for GST returns.
 */
export function ExportsSection() {
  const t = useT();
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
      <SectionHeader title={t(M.title)} intro={t(M.intro)}>
        <TextFilter label={t(M.from)} type="date" value={from} onChange={(v) => set('from', v)} />
        <TextFilter label={t(M.to)} type="date" value={to} onChange={(v) => set('to', v)} />
      </SectionHeader>
      {valid ? null : (
        <p role="alert" className="mb-4 text-sm font-medium text-danger-700">
          {t(M.badRange)}
        </p>
      )}
      <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-4">
        {EXPORT_KINDS.map((kind) => (
          <li
            key={kind}
            className="flex flex-col rounded-card border border-slate-200 bg-white p-4 shadow-raised"
          >
            <h3 className="font-semibold text-slate-900">{t(ABOUT[kind].label)}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{t(ABOUT[kind].detail)}</p>
            <button
              type="button"
              disabled={!valid || busy !== null}
              onClick={() => void download(kind)}
              className={buttonClasses('secondary', 'sm') + ' mt-3 self-start'}
            >
              {busy === kind ? t(M.preparing) : t(ABOUT[kind].button)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
