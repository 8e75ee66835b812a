import { useId, useState } from 'react';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import type { Translator } from '@app/domain/i18n/translator';
import { istNowMinutes, istToday, parseSlotDateKey } from '@app/domain/ist';
import { useT } from '#lib/i18n/i18n-context';
import { APPOINTMENTS as W } from '../lib/appointments-words';
import { formatRupees } from '@app/domain/pricing';
import type { RescheduleProposal, SlotChoice } from '@app/domain/schemas/reschedule';
import { buttonClasses } from '#components/ui/button';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { CalendarIcon } from '#components/ui/icons';
import { actionErrorText } from '#lib/action-error-text';
import { showSuccess } from '#lib/toast';
import { useRespondReschedule } from '../api/reschedule-appointment';
import type { AppointmentView } from '../lib/appointment-view';

const slotText = (s: SlotChoice, t: Translator) => {
  const date = parseSlotDateKey(s.slotDate);
  return t(W.dateTime, {
    date: date ? formatDateIn(t.language, date, 'short') : s.slotDate,
    time: formatTimeIn(t.language, s.slotTime),
  });
};

/** 'Sat, 21 Nov 2026, 6:40 AM IST': an instant in the translator's language. */
const momentText = (at: Date, t: Translator) => {
  const minutes = istNowMinutes(at);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return t(W.dateTime, {
    date: formatDateIn(t.language, istToday(at), 'short'),
    time: formatTimeIn(t.language, hhmm),
  });
};
const keyOf = (s: SlotChoice) => `${s.slotDate} ${s.slotTime}`;

/** "Your therapist proposed new times": pick one (the session moves) or decline (full refund). */
export function ProposalCard({
  view,
  proposal,
}: {
  view: AppointmentView;
  proposal: RescheduleProposal;
}) {
  const id = useId();
  const t = useT();
  const respond = useRespondReschedule();
  const [picked, setPicked] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState('');
  const choice = proposal.slots.find((s) => keyOf(s) === picked) ?? null;

  const send = (answer: SlotChoice | 'decline') => {
    setError('');
    respond.mutate(
      { appointmentId: view.item.id, choice: answer },
      {
        onSuccess: () => {
          showSuccess(
            t(W.proposalAnswered, { answer: answer === 'decline' ? 'declined' : 'moved' }),
            {
              id: 'respond-reschedule',
            },
          );
          setDeclining(false);
        },
        onError: (e) => {
          setError(actionErrorText(e));
          setDeclining(false);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="proposal-card"
      className="rounded-control border border-primary-100 bg-primary-50 p-3 sm:p-4"
    >
      <h4 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-primary-900">
        <CalendarIcon width={18} height={18} />
        {t(W.proposalTitle)}
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        {t(W.proposalLead, { by: momentText(new Date(proposal.lapsesAt), t) })}
      </p>
      <fieldset className="mt-3">
        <legend className="sr-only">{t(W.proposedTimes)}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {proposal.slots.map((s) => (
            <label
              key={keyOf(s)}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-slate-300 bg-white px-3 text-[0.9375rem] font-medium text-slate-800 has-[:checked]:border-primary-700 has-[:checked]:ring-2 has-[:checked]:ring-primary-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-700"
            >
              <input
                type="radio"
                name={`${id}-time`}
                value={keyOf(s)}
                checked={picked === keyOf(s)}
                onChange={() => setPicked(keyOf(s))}
                className="size-4 accent-primary-700"
              />
              {slotText(s, t)}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => setDeclining(true)}
          disabled={respond.isPending}
          className={buttonClasses('secondary', 'md')}
        >
          {t(W.decline)}
        </button>
        <button
          type="button"
          onClick={() => choice && send(choice)}
          disabled={!choice || respond.isPending}
          className={buttonClasses('primary', 'md')}
        >
          {respond.isPending && !declining ? t(W.moving) : t(W.moveHere)}
        </button>
      </div>
      {declining ? (
        <DialogFrame
          onClose={() => (respond.isPending ? undefined : setDeclining(false))}
          title={t(W.declineTitle)}
          description={
            <p>
              {t(W.declineLead, {
                date: view.dateText,
                time: view.timeText,
                fee: formatRupees(view.item.bookingFee),
              })}
            </p>
          }
        >
          <DialogActions
            dismissLabel={t(W.goBack)}
            onDismiss={() => setDeclining(false)}
            confirmLabel={t(W.declineConfirm)}
            pendingLabel={t(W.declining)}
            pending={respond.isPending}
            onConfirm={() => send('decline')}
            tone="danger"
            className="mt-6"
          />
        </DialogFrame>
      ) : null}
    </section>
  );
}
