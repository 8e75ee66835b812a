import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { bookingAmounts, feeSplitPhrase } from '@app/domain/pricing';
import { useT } from '#lib/i18n/i18n-context';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { SlotPicker } from '#components/slot-picker/slot-picker';
import { toSessionType, useSlotPicker } from '#components/slot-picker/use-slot-picker';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { isApiError } from '#lib/api-client';
import { useIsSignedIn } from '#lib/auth-token';
import { showError, showInfo } from '#lib/toast';
import { useCheckSlotAvailability } from '../api/check-slot-availability';
import { paths } from '#config/paths';
import type { Translator } from '@app/domain/i18n/translator';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import { PROFILE } from '../lib/profile-words';

const STRIP_DAYS = 3;

/** The server's own words when the slot is taken; otherwise the friendly text of the failure. */
function slotProblem(error: unknown, t: Translator): string {
  if (isApiError(error) && error.status === 409) return error.serverMessage || t(PROFILE.slotTaken);
  return isApiError(error) ? error.message : t(PROFILE.slotTaken);
}

/**
 * Mode, a 3-day strip over the next 30 IST days and the open times of the chosen day. Booking
 * checks the slot is still free, then continues on the booking page (/booking/{slug}) with the
 * choice filled in: the same two steps as the header's Book Appointment. The older review page
 * keeps its own routes.
 */
export function BookingPanel({ therapist }: { therapist: TherapistProfile }) {
  const navigate = useNavigate();
  const words = useT();
  const queryClient = useQueryClient();
  const signedIn = useIsSignedIn();
  const checkSlot = useCheckSlotAvailability();
  const [problem, setProblem] = useState('');
  const picker = useSlotPicker({
    timeSlots: therapist.timeSlots,
    taken: therapist.slotsBooked,
    rules: therapist,
    sessionModes: therapist.sessionModes,
    stripDays: STRIP_DAYS,
  });
  const choice = picker.choice;

  const book = () => {
    if (!choice || checkSlot.isPending) return;
    const slug = therapist.slug;
    const booking = paths.booking(
      slug,
      { date: choice.day.key, time: choice.time, mode: toSessionType(choice.mode) },
      { fromProfile: true },
    );
    if (!signedIn) {
      showInfo(words(PROFILE.loginToBook), { id: 'booking-panel' });
      // After signing in, booking opens with this very slot chosen.
      void navigate(paths.login({ mode: 'login', redirect: booking }));
      return;
    }
    setProblem('');
    const slot = { therapistId: therapist.id, slotDate: choice.day.key, slotTime: choice.time };
    checkSlot.mutate(slot, {
      onSuccess: () => void navigate(booking),
      onError: (error) => {
        const message = slotProblem(error, words);
        setProblem(message);
        showError(message, { id: 'booking-panel' });
        // Someone else may have the slot now: show the current open times.
        void queryClient.invalidateQueries({ queryKey: ['therapists', 'detail', slug] });
      },
    });
  };

  return (
    <section
      aria-labelledby="booking-heading"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-raised"
    >
      <h2 id="booking-heading" className="text-lg font-semibold">
        {words(PROFILE.bookASession)}
      </h2>

      <SlotPicker picker={picker} className="mt-4" />

      {problem ? (
        <div className="mt-5">
          <FormAlert>{problem}</FormAlert>
        </div>
      ) : null}
      <button
        type="button"
        onClick={book}
        disabled={!choice}
        aria-disabled={checkSlot.isPending || undefined}
        className={buttonClasses('accent', 'lg', 'mt-6 w-full')}
      >
        {checkSlot.isPending
          ? words(PROFILE.checkingSlot)
          : choice
            ? words(PROFILE.bookTime, {
                time: formatTimeIn(words.language, choice.time),
                date: formatDateIn(words.language, choice.day.date, 'day-month'),
              })
            : words(PROFILE.chooseTime)}
      </button>
      <p className="mt-3 text-xs leading-relaxed text-slate-600">
        {words(PROFILE.timesInIst)} {words.phrase(feeSplitPhrase(bookingAmounts(therapist.fees)))}{' '}
        {words(PROFILE.refundable, { hours: REFUND_WINDOW_HOURS })}
      </p>
    </section>
  );
}
