import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import * as Tooltip from '@radix-ui/react-tooltip';
import type { AppointmentAction } from '@app/domain/appointment-status';
import { appointmentWords } from '@app/domain/appointment-words';
import { nextSessionDay } from '@app/domain/book-again';
import { defineMessages } from '@app/domain/i18n/define';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { buttonClasses } from '#components/ui/button';
import { AlertIcon, CalendarIcon, CheckCircleIcon, MailIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import type { AppointmentView } from '../lib/appointment-view';
import { APPOINTMENTS as W } from '../lib/appointments-words';
import { SERIES_WORDS } from '../lib/series-words';

export type CardActionHandlers = {
  onRequestCancellation: (view: AppointmentView) => void;
  onCancelReservation: (view: AppointmentView) => void;
  onPayOnline: (view: AppointmentView) => void;
  onReschedule: (view: AppointmentView) => void;
  /** "Cancel the rest of the series" on a session with later sessions in its series. */
  onCancelSeries: (view: AppointmentView) => void;
  /** The appointment whose payment is being opened, if any. */
  payingId: string | null;
};

const actionSize = 'w-full sm:w-auto';

const BOOK_AGAIN = defineMessages({
  link: { id: 'bookAgain.link', defaultMessage: 'Book your next session' },
});

/**
 * After a completed session: the booking page with the same therapist and mode, the same weekday
 * and time next week chosen (the page keeps the choice only while that time is free).
 */
function BookAgain({ view }: { view: AppointmentView }) {
  const t = useT();
  const { item } = view;
  const slug = item.docData.slug;
  const day = nextSessionDay(item.slotDate, new Date());
  if (!slug || !day) return null;
  return (
    <Link
      to={paths.booking(slug, { date: day, time: item.slotTime, mode: item.sessionType })}
      className={buttonClasses('primary', 'md', actionSize)}
    >
      <CalendarIcon width={18} height={18} />
      {t(BOOK_AGAIN.link)}
    </Link>
  );
}

/** A disabled Cancel that can still be focused, so its explanation is reachable by keyboard and touch. */
function DisabledWithTooltip({ action }: { action: Pick<AppointmentAction, 'label' | 'tooltip'> }) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const t = useT();
  const tooltip = action.tooltip ? appointmentWords(t, action.tooltip) : undefined;
  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={descriptionId}
          onClick={() => setOpen(true)}
          className={cn(
            'inline-flex min-h-11 cursor-not-allowed items-center justify-center gap-2 rounded-control border border-dashed border-slate-300 bg-slate-50 px-4 text-[0.9375rem] font-semibold text-slate-500',
            actionSize,
          )}
        >
          <AlertIcon width={18} height={18} />
          {appointmentWords(t, action.label)}
        </button>
      </Tooltip.Trigger>
      <span id={descriptionId} className="sr-only">
        {tooltip}
      </span>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-64 rounded-control bg-slate-900 px-3 py-2 text-sm leading-snug text-white shadow-raised-hover data-[state=delayed-open]:animate-fade-in"
        >
          {tooltip}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** The buttons of one card, as the domain's appointmentActions lists them. */
export function CardActions({
  view,
  handlers,
  cancelSeriesOffered = false,
}: {
  view: AppointmentView;
  handlers: CardActionHandlers;
  /** Later paid sessions of its series are still active. */
  cancelSeriesOffered?: boolean;
}) {
  const t = useT();
  const paying = handlers.payingId === view.item.id;
  const { item } = view;
  // A booking with a proposal waiting is answered on its proposal card instead.
  const movable = view.tab === 'upcoming' && item.payment && !item.cancelled && !item.proposal;
  const bookAgain = item.isCompleted && !item.cancelled && item.therapistListed;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
      {bookAgain ? <BookAgain view={view} /> : null}
      {movable && item.rescheduleAllowed ? (
        <button
          type="button"
          onClick={() => handlers.onReschedule(view)}
          className={buttonClasses('secondary', 'md', actionSize)}
        >
          <CalendarIcon width={18} height={18} />
          {t(W.reschedule)}
        </button>
      ) : null}
      {movable && !item.rescheduleAllowed && item.rescheduleRefusal ? (
        <DisabledWithTooltip action={{ label: t(W.reschedule), tooltip: item.rescheduleRefusal }} />
      ) : null}
      {view.actions.map((action) => {
        switch (action.kind) {
          case 'contact-support':
            return (
              <a
                key={action.kind}
                href={view.supportHref}
                className={buttonClasses('ghost', 'md', cn(actionSize, 'text-primary-800'))}
              >
                <MailIcon width={18} height={18} />
                {appointmentWords(t, action.label)}
              </a>
            );
          case 'completed-marker':
            return (
              <span
                key={action.kind}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-success-50 px-4 text-[0.9375rem] font-semibold text-success-800"
              >
                <CheckCircleIcon width={18} height={18} />
                {appointmentWords(t, action.label)}
              </span>
            );
          case 'pay-online':
            return (
              <button
                key={action.kind}
                type="button"
                onClick={() => handlers.onPayOnline(view)}
                disabled={handlers.payingId !== null}
                className={buttonClasses('accent', 'md', actionSize)}
              >
                {paying ? t(W.paying) : appointmentWords(t, action.label)}
              </button>
            );
          case 'cancel':
            if (action.disabled) return <DisabledWithTooltip key={action.kind} action={action} />;
            return (
              <button
                key={action.kind}
                type="button"
                onClick={() => handlers.onCancelReservation(view)}
                disabled={paying}
                className={buttonClasses('secondary', 'md', actionSize)}
              >
                {appointmentWords(t, action.label)}
              </button>
            );
          case 'request-cancellation':
            if (action.disabled) return <DisabledWithTooltip key={action.kind} action={action} />;
            return (
              <Fragment key={action.kind}>
                <button
                  type="button"
                  onClick={() => handlers.onRequestCancellation(view)}
                  className={buttonClasses('secondary', 'md', actionSize)}
                >
                  {appointmentWords(t, action.label)}
                </button>
                {cancelSeriesOffered && item.cancellationStatus !== 'pending' ? (
                  <button
                    type="button"
                    onClick={() => handlers.onCancelSeries(view)}
                    className={buttonClasses('danger-outline', 'md', actionSize)}
                  >
                    {t(SERIES_WORDS.cancelRest)}
                  </button>
                ) : null}
              </Fragment>
            );
        }
      })}
    </div>
  );
}
