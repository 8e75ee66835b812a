import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { DashboardMe } from '@app/domain/schemas/dashboard';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '#components/ui/icons';
import { buttonClasses } from '#components/ui/button';
import { cn } from '#lib/cn';
import { ResubmitDialog } from './resubmit-dialog';
import { paths } from '#config/paths';

type Tone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<Tone, string> = {
  info: 'border-primary-200 bg-primary-50 text-primary-900',
  success: 'border-success-100 bg-success-50 text-success-800',
  warning: 'border-warning-100 bg-warning-50 text-warning-800',
  danger: 'border-danger-100 bg-danger-50 text-danger-800',
};

function bannerOf(me: DashboardMe): { tone: Tone; title: string; text: string } {
  switch (me.status) {
    case 'pending':
      return {
        tone: 'info',
        title: 'Your profile is under review',
        text: 'Our team checks every application before it goes live. You will get an email when it is approved; until then your profile is not listed and cannot be booked.',
      };
    case 'approved':
      return me.live
        ? {
            tone: 'success',
            title: 'Your profile is live',
            text: 'Clients can find you in the directory and book your open hours.',
          }
        : {
            tone: 'warning',
            title: 'Your profile is approved but hidden',
            text: 'It is not listed right now. Please contact support to list it again.',
          };
    case 'changes_requested':
      return {
        tone: 'warning',
        title: 'Changes requested',
        text: 'Our team asked for changes before your profile can go live. Make them on your Profile page (application details, documents or photo), then resubmit your application for review.',
      };
    case 'rejected':
      return {
        tone: 'danger',
        title: 'Your application was not approved',
        text: 'Your profile will not be listed.',
      };
    case 'suspended':
      return {
        tone: 'danger',
        title: 'Your profile is suspended',
        text: 'It is not listed and cannot be booked. Sessions already booked stay as they are.',
      };
  }
}

/** The profile's review state: pending, live, changes requested, rejected or suspended. */
export function StatusBanner({ me }: { me: DashboardMe }) {
  const banner = bannerOf(me);
  const Icon =
    banner.tone === 'success' ? CheckCircleIcon : banner.tone === 'info' ? ClockIcon : AlertIcon;
  return (
    <section
      aria-label="Profile status"
      data-testid="status-banner"
      className={cn('flex gap-3 rounded-card border p-4', TONES[banner.tone])}
    >
      <Icon width={22} height={22} className="mt-0.5 shrink-0" />
      <div className="min-w-0 text-[0.9375rem]">
        <h2 className="font-semibold">{banner.title}</h2>
        <p className="mt-1">{banner.text}</p>
        {me.statusReason && me.status !== 'approved' && me.status !== 'pending' ? (
          <p className="mt-2">
            <span className="font-semibold">Reason from our team:</span> {me.statusReason}
          </p>
        ) : null}
        {me.status === 'changes_requested' ? <ResubmitActions /> : null}
        {me.live ? (
          <p className="mt-2">
            <Link
              to={paths.therapist(me.slug)}
              className="font-semibold underline underline-offset-4"
            >
              View your public profile
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The way out of "changes requested": to the Profile page, and back into the review queue. */
function ResubmitActions() {
  const [open, setOpen] = useState(false);
  const onProfile = useLocation().pathname === paths.dashboard('profile');
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses('primary', 'md')}
      >
        Resubmit for review
      </button>
      {onProfile ? null : (
        <Link
          to={paths.dashboard('profile')}
          className="font-semibold underline underline-offset-4"
        >
          Go to your Profile page
        </Link>
      )}
      {open ? <ResubmitDialog onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
