import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { RESERVATION_MINUTES } from '@app/domain/constants';
import { fixedPageMeta } from '@app/domain/page-meta';
import { bookingAmounts } from '@app/domain/pricing';
import { isSlotBookable } from '@app/domain/slots';
import type { SessionType } from '@app/domain/schemas/booking';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { NotFound } from '#components/not-found';
import { PageHead } from '#components/seo/page-head';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { Skeleton } from '#components/ui/skeleton';
import { offeredModes, toSessionType } from '#components/slot-picker/use-slot-picker';
import { useIsSignedIn } from '#lib/auth-token';
import { cn } from '#lib/cn';
import { showError } from '#lib/toast';
import { useTherapist } from '#lib/therapist-detail';
import { useT } from '#lib/i18n/i18n-context';
import { SITE } from '#lib/site';
import { BOOKING, REVIEW } from '../lib/booking-words';
import { useTherapistSlug } from '../api/get-therapist';
import { FeeBreakdown } from './fee-breakdown';
import { HoldCountdown } from './hold-countdown';
import { AppointmentDetails, Card, DoctorInformation } from './review-cards';
import { useReviewPayment } from './use-review-payment';
import { paths } from '#config/paths';

export type ReviewChoice = {
  therapistId: string;
  /** Known when the visit came from the profile; otherwise looked up from the id. */
  slug: string | null;
  slotDate: string | null;
  slotTime: string | null;
  /** The mode chosen on the profile; without one, the first mode the therapist offers. */
  sessionType: SessionType | null;
};

/** The older review page: the therapist, the chosen slot, the booking fee and 'Pay and Book'. */
export function AppointmentReview({ choice }: { choice: ReviewChoice }) {
  const lookup = useTherapistSlug(choice.therapistId, choice.slug === null);
  const slug = choice.slug ?? lookup.data ?? null;
  const therapist = useTherapist(slug);

  if (lookup.isError || therapist.isError || (lookup.isSuccess && slug === null)) {
    return <NotFound />;
  }
  if (!therapist.data) return <ReviewSkeleton />;
  return <ReviewBody therapist={therapist.data} choice={choice} />;
}

function ReviewBody({ therapist, choice }: { therapist: TherapistProfile; choice: ReviewChoice }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useIsSignedIn();
  const payment = useReviewPayment(therapist);
  const { slotDate, slotTime } = choice;
  const sessionType = choice.sessionType ?? defaultSessionType(therapist.sessionModes);
  const slot =
    slotDate && slotTime ? { therapistId: therapist.id, slotDate, slotTime, sessionType } : null;
  // Judged once, against the profile as loaded: this page's own reservation must not hide it.
  const [bookable] = useState(
    () =>
      slot !== null &&
      isSlotBookable({
        now: new Date(),
        timeSlots: therapist.timeSlots,
        taken: therapist.slotsBooked,
        dateHours: therapist.dateHours,
        minimumNoticeHours: therapist.minimumNoticeHours,
        dateKey: slot.slotDate,
        time: slot.slotTime,
      }) === 'ok',
  );
  const profileHref = paths.therapist(therapist.slug);
  const kept = slot ? payment.keptFor(slot) : null;
  // The review's head, as the server writes it for /appointment-review.
  const meta = fixedPageMeta(paths.appointmentReview(), SITE.name, t);

  const onPay = () => {
    if (!signedIn) {
      showError(t(REVIEW.loginToBook), { id: 'review' });
      const back = `${location.pathname}${location.search}`;
      void navigate(paths.login({ mode: 'login', redirect: back }));
      return;
    }
    void payment.pay(slot);
  };

  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 sm:py-10">
      <PageHead {...meta} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{meta.title}</h1>
      <p className="mt-2 text-slate-600">{t(REVIEW.lead)}</p>

      {!slot || !bookable || payment.slotLost ? (
        <div className="mt-6 grid max-w-2xl gap-6">
          <FormAlert>
            {!slot ? t(REVIEW.missingAppointment) : (payment.slotLost ?? t(REVIEW.slotTaken))}
          </FormAlert>
          <DoctorInformation therapist={therapist} />
          <Link to={profileHref} className={buttonClasses('accent', 'lg', 'self-start')}>
            {t(REVIEW.chooseOnProfile, { name: therapist.name })}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="grid gap-6">
            <DoctorInformation therapist={therapist} />
            <AppointmentDetails
              slotDate={slot.slotDate}
              slotTime={slot.slotTime}
              sessionType={slot.sessionType}
            />
          </div>
          <div className="lg:sticky lg:top-24">
            <Card title={t(REVIEW.paymentSummary)} id="payment-heading">
              <FeeBreakdown amounts={bookingAmounts(therapist.fees)} />
              <button
                type="button"
                onClick={onPay}
                aria-disabled={payment.busy || undefined}
                className={buttonClasses(
                  'accent',
                  'lg',
                  cn('mt-5 w-full', payment.busy && 'cursor-wait'),
                )}
              >
                {payment.busy ? t(BOOKING.processing) : t(REVIEW.payAndBook)}
              </button>
              {kept ? (
                <KeptNote appointmentId={kept.appointmentId} expiresAt={kept.expiresAt} />
              ) : null}
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}

/** The profile panel's default: In-Person when the therapist offers it (spec §4), else Online. */
function defaultSessionType(modes: readonly string[]): SessionType {
  return toSessionType(offeredModes(modes).includes('In-Person') ? 'In-Person' : 'Online');
}

function KeptNote({
  appointmentId,
  expiresAt,
}: {
  appointmentId: string | null;
  expiresAt: string | null;
}) {
  const t = useT();
  return (
    <div className="mt-4 grid gap-3">
      {expiresAt ? <HoldCountdown key={expiresAt} expiresAt={expiresAt} /> : null}
      {appointmentId ? (
        <p className="text-sm leading-relaxed text-slate-700" data-testid="reservation-note">
          {t.parts<ReactNode>(REVIEW.keptNote, {
            minutes: RESERVATION_MINUTES,
            link: (chunks) => (
              <Link
                key="link"
                to={paths.myAppointments()}
                className="font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}

function ReviewSkeleton() {
  const t = useT();
  return (
    <div role="status" className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 sm:py-10">
      <span className="sr-only">{t(REVIEW.loading)}</span>
      <Skeleton className="h-9 w-72" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          <Skeleton className="h-56 rounded-card" />
          <Skeleton className="h-40 rounded-card" />
        </div>
        <Skeleton className="h-80 rounded-card" />
      </div>
    </div>
  );
}
