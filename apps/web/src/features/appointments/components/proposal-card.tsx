import { useId, useState } from 'react';
import { formatIstDate, formatIstMoment, formatTime12h, parseSlotDateKey } from '@app/domain/ist';
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

const slotText = (s: SlotChoice) => {
  const date = parseSlotDateKey(s.slotDate);
  return `${date ? formatIstDate(date, 'short') : s.slotDate}, ${formatTime12h(s.slotTime)} IST`;
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
        onSuccess: (result) => {
          showSuccess(result.message, { id: 'respond-reschedule' });
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
        Your therapist proposed new times
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        Pick one by {formatIstMoment(new Date(proposal.lapsesAt))}, or decline. Without an answer
        the session stays at its current time.
      </p>
      <fieldset className="mt-3">
        <legend className="sr-only">Proposed times</legend>
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
              {slotText(s)}
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
          Decline
        </button>
        <button
          type="button"
          onClick={() => choice && send(choice)}
          disabled={!choice || respond.isPending}
          className={buttonClasses('primary', 'md')}
        >
          {respond.isPending && !declining ? 'Moving…' : 'Move to this time'}
        </button>
      </div>
      {declining ? (
        <DialogFrame
          onClose={() => (respond.isPending ? undefined : setDeclining(false))}
          title="Decline the new times?"
          description={
            <p>
              The session of {view.dateText}, {view.timeText} is cancelled and your{' '}
              {formatRupees(view.item.bookingFee)} booking fee is refunded in full. This cannot be
              undone.
            </p>
          }
        >
          <DialogActions
            dismissLabel="Go back"
            onDismiss={() => setDeclining(false)}
            confirmLabel="Decline and cancel"
            pendingLabel="Declining…"
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
