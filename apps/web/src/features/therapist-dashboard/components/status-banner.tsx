import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { DashboardMe } from '@app/domain/schemas/dashboard';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '#components/ui/icons';
import { buttonClasses } from '#components/ui/button';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { DASHBOARD as W } from '../lib/dashboard-words';
import { ResubmitDialog } from './resubmit-dialog';
import { paths } from '#config/paths';

type Tone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<Tone, string> = {
  info: 'border-primary-200 bg-primary-50 text-primary-900',
  success: 'border-success-100 bg-success-50 text-success-800',
  warning: 'border-warning-100 bg-warning-50 text-warning-800',
  danger: 'border-danger-100 bg-danger-50 text-danger-800',
};

type BannerKey = 'pending' | 'live' | 'hidden' | 'changes' | 'rejected' | 'suspended';

function bannerOf(me: DashboardMe): { tone: Tone; key: BannerKey } {
  switch (me.status) {
    case 'pending':
      return { tone: 'info', key: 'pending' };
    case 'approved':
      return me.live ? { tone: 'success', key: 'live' } : { tone: 'warning', key: 'hidden' };
    case 'changes_requested':
      return { tone: 'warning', key: 'changes' };
    case 'rejected':
      return { tone: 'danger', key: 'rejected' };
    case 'suspended':
      return { tone: 'danger', key: 'suspended' };
  }
}

/** The profile's review state: pending, live, changes requested, rejected or suspended. */
export function StatusBanner({ me }: { me: DashboardMe }) {
  const t = useT();
  const banner = bannerOf(me);
  const Icon =
    banner.tone === 'success' ? CheckCircleIcon : banner.tone === 'info' ? ClockIcon : AlertIcon;
  return (
    <section
      aria-label={t(W.statusLabel)}
      data-testid="status-banner"
      className={cn('flex gap-3 rounded-card border p-4', TONES[banner.tone])}
    >
      <Icon width={22} height={22} className="mt-0.5 shrink-0" />
      <div className="min-w-0 text-[0.9375rem]">
        <h2 className="font-semibold">{t(W.statusTitle, { status: banner.key })}</h2>
        <p className="mt-1">{t(W.statusText, { status: banner.key })}</p>
        {me.statusReason && me.status !== 'approved' && me.status !== 'pending' ? (
          <p className="mt-2">
            <span className="font-semibold">{t(W.reasonFromTeam)}</span> {me.statusReason}
          </p>
        ) : null}
        {me.status === 'changes_requested' ? <ResubmitActions /> : null}
        {me.live ? (
          <p className="mt-2">
            <Link
              to={paths.therapist(me.slug)}
              className="font-semibold underline underline-offset-4"
            >
              {t(W.viewPublicProfile)}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The way out of "changes requested": to the Profile page, and back into the review queue. */
function ResubmitActions() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const onProfile = useLocation().pathname === paths.dashboard('profile');
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses('primary', 'md')}
      >
        {t(W.resubmit)}
      </button>
      {onProfile ? null : (
        <Link
          to={paths.dashboard('profile')}
          className="font-semibold underline underline-offset-4"
        >
          {t(W.goToProfile)}
        </Link>
      )}
      {open ? <ResubmitDialog onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
