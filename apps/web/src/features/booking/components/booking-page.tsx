import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { therapistPageMeta } from '@app/domain/page-meta';
import { bookingAmounts } from '@app/domain/pricing';
import type { SlotHold } from '@app/domain/schemas/booking';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { withoutOwnHold } from '@app/domain/slots';
import { Logo } from '#components/brand/logo';
import { PageHead } from '#components/seo/page-head';
import { useMediaQuery } from '#lib/use-media-query';
import {
  NARROW_STRIP_DAYS,
  ROOMY_STRIP_DAYS,
  toSessionType,
  useSlotPicker,
} from '#components/slot-picker/use-slot-picker';
import { ArrowLeftIcon } from '#components/ui/icons';
import { BookingSkeleton, DetailsSkeleton } from './booking-skeletons';
import { useIsSignedIn } from '#lib/auth-token';
import { showError } from '#lib/toast';
import { errorMessage, isApiError } from '#lib/api-client';
import { NotFound } from '#components/not-found';
import { useAccount } from '../api/get-account';
import { useSlotHold } from '../api/get-slot-hold';
import { useTherapist } from '#lib/therapist-detail';
import { initialSlotChoice, readSlotQuery } from '#components/slot-picker/slot-url';
import { useResumeFromLateHold } from './use-resume-from-late-hold';
import { BookingSummary } from './booking-summary';
import { SlotStep } from './slot-step';
import { CrisisHelp } from '#components/crisis-help/crisis-help';
import { StepIndicator } from './step-indicator';
import { slotKeyOf, useBookingPayment } from './use-booking-payment';
import { RepeatSection, useSeriesChoice } from './use-series-choice';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { BOOKING } from '../lib/booking-words';
import { SERIES } from '../lib/series-words';
import { LanguageSwitch } from '#components/language-switch/language-switch';
import { SITE } from '#lib/site';
import { currentPageLanguage, loadMessages, pageT } from '#lib/i18n/messages';

/** Step 2 with the words of its field messages (the form namespace). */
const loadDetailsForm = () =>
  Promise.all([
    import('./booking-details-form'),
    loadMessages(currentPageLanguage(), ['form']),
  ]).then(([module]) => module);
const BookingDetailsForm = lazy(() =>
  loadDetailsForm().then((m) => ({ default: m.BookingDetailsForm })),
);
/** Started when the client reaches for Continue, so step 2 is usually ready when asked for. */
const preloadDetailsForm = () => void loadDetailsForm().catch(() => undefined);

/**
 * /booking/{slug}: loads the therapist. An unknown therapist is the not-found page (the server
 * answered 404 already, decision 0062); any other failure goes back to the directory.
 */
/** What the page offers beside the times: the waitlist, drawn for the day the person looks at. */
export type RenderBeside = (therapist: TherapistProfile, dayKey: string | null) => ReactNode;

export function BookingPage({ slug, renderBeside }: { slug: string; renderBeside?: RenderBeside }) {
  const navigate = useNavigate();
  const query = useTherapist(slug, { keepWhileSigningIn: true });
  const hold = useSlotHold(query.data?.id ?? '');
  const missing = isMissing(query.error);

  useEffect(() => {
    if (!query.isError || missing) return;
    showError(pageT()(BOOKING.loadFailed), { id: 'therapist-load' });
    void navigate(paths.therapists(), { replace: true });
  }, [query.isError, missing, navigate]);

  if (missing) return <NotFound />;

  // The client's own hold is never waited for: the times are drawn at once, and the picker moves to
  // the hold when it arrives unless the person has chosen something meanwhile.
  if (query.isPending || query.isError) return <BookingSkeleton />;
  return (
    <BookingFlow therapist={query.data} ownHold={hold.data ?? null} renderBeside={renderBeside} />
  );
}

/** The therapist does not exist (or the address cannot name one). */
const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

function BookingFlow({
  therapist,
  ownHold,
  renderBeside,
}: {
  therapist: TherapistProfile;
  ownHold: SlotHold | null;
  renderBeside?: RenderBeside;
}) {
  const navigate = useNavigate();
  const t = useT();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const signedIn = useIsSignedIn();
  const wide = useMediaQuery('(min-width: 1024px)');
  const fromProfile =
    params.get('from') === 'profile' ||
    (location.state as { from?: unknown } | null)?.from === 'profile';

  const [initial] = useState(() => initialSlotChoice(readSlotQuery(params), ownHold));
  // The client's own live hold is open to them; everyone else still sees it taken.
  const taken = useMemo(
    () => withoutOwnHold(therapist.slotsBooked, ownHold),
    [therapist.slotsBooked, ownHold],
  );
  const picker = useSlotPicker({
    timeSlots: therapist.timeSlots,
    taken,
    rules: therapist,
    sessionModes: therapist.sessionModes,
    stripDays: wide ? ROOMY_STRIP_DAYS : NARROW_STRIP_DAYS,
    drawnDays: ROOMY_STRIP_DAYS,
    initial,
    held: ownHold,
  });
  useResumeFromLateHold(picker, ownHold, params);
  const choice = picker.choice;
  const [step, setStep] = useState<1 | 2>(1);
  const [detailsOpened, setDetailsOpened] = useState(false);
  const moved = useRef(false);
  const focusPending = useRef(false);
  // After a step change, put the keyboard and screen reader at the new step's heading, once it is
  // drawn (step 2's code may still be loading when the step changes).
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !focusPending.current) return;
    focusPending.current = false;
    heading.focus();
  }, []);
  const account = useAccount();

  const goToStep = (next: 1 | 2) => {
    moved.current = true;
    focusPending.current = true;
    if (next === 2) setDetailsOpened(true);
    setStep(next);
  };
  useEffect(() => {
    if (moved.current) window.scrollTo({ top: 0 });
  }, [step]);

  const payment = useBookingPayment(therapist, () => goToStep(1));
  const slot = choice
    ? { slotDate: choice.day.key, slotTime: choice.time, sessionType: toSessionType(choice.mode) }
    : null;
  const repeat = useSeriesChoice({
    therapistId: therapist.id,
    slot,
    initialWeeks: params.get('weeks'),
  });
  const holdExpiresAt = slot
    ? (payment.holdFor(slotKeyOf(slot, repeat.orderWeeks))?.expiresAt ??
      (ownHold && slotKeyOf(ownHold) === slotKeyOf(slot) ? ownHold.holdExpiresAt : null))
    : null;

  const onContinue = () => {
    if (!choice || !slot) {
      showError(t(BOOKING.selectDateTime), { id: 'booking' });
      return;
    }
    const query = {
      date: slot.slotDate,
      time: slot.slotTime,
      mode: slot.sessionType,
      weeks: repeat.weeks,
    };
    if (!signedIn) {
      showError(t(BOOKING.signupRequired), { id: 'booking' });
      void navigate(
        paths.login({
          mode: 'signup',
          redirect: paths.booking(therapist.slug, query, { fromProfile }),
        }),
      );
      return;
    }
    const next = new URLSearchParams(params);
    next.set('date', query.date);
    next.set('time', query.time);
    next.set('mode', query.mode);
    if (repeat.weeks >= 2) next.set('weeks', String(repeat.weeks));
    else next.delete('weeks');
    // A series is paid for only once its weeks are shown; the preview says why it is not yet.
    if (repeat.waiting) {
      if (repeat.query.isError)
        showError(t(SERIES.failed, { reason: errorMessage(repeat.query.error) }), {
          id: 'booking',
        });
      return;
    }
    setParams(next, { replace: true, state: location.state });
    goToStep(2);
  };

  const onBack = () => {
    if (step === 1) void navigate(paths.therapists());
    else if (fromProfile) void navigate(paths.therapist(therapist.slug));
    else goToStep(1);
  };

  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <PageHead {...therapistPageMeta(therapist, 'booking', t)} />
      <header className="relative border-b border-slate-200 bg-white">
        <div className="mx-auto flex min-h-16 w-full max-w-content items-center gap-2 px-4 sm:px-6">
          <button
            type="button"
            onClick={onBack}
            className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-control px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <ArrowLeftIcon width={18} height={18} />
            {t(BOOKING.back)}
          </button>
          <CrisisHelp className="ml-auto" />
          <LanguageSwitch compact />
          <Link
            to={paths.home()}
            className="inline-flex rounded-control"
            aria-label={t(BOOKING.homeLink, { site: SITE.name })}
          >
            <Logo compact />
          </Link>
        </div>
      </header>

      <div className="mx-auto w-full max-w-content px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t(BOOKING.heading, { name: therapist.name })}
        </h1>
        <div className="mt-4">
          <StepIndicator current={step} />
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-7">
            {step === 1 ? (
              <SlotStep
                picker={picker}
                headingRef={headingRef}
                holdExpiresAt={holdExpiresAt}
                onContinue={onContinue}
                onContinueIntent={preloadDetailsForm}
                beside={renderBeside?.(therapist, picker.day?.key ?? null)}
                repeat={choice ? <RepeatSection repeat={repeat} signedIn={signedIn} /> : null}
              />
            ) : null}
            {detailsOpened ? (
              <Suspense fallback={step === 2 ? <DetailsSkeleton /> : null}>
                <BookingDetailsForm
                  shown={step === 2}
                  account={account.data}
                  headingRef={headingRef}
                  busy={payment.busy}
                  holdExpiresAt={holdExpiresAt}
                  accountFailed={account.isError}
                  amounts={bookingAmounts(therapist.fees)}
                  series={repeat.series}
                  onPay={(details) => {
                    if (slot) void payment.pay(slot, details, repeat.orderWeeks);
                    else goToStep(1);
                  }}
                />
              </Suspense>
            ) : null}
          </div>
          <aside className="lg:sticky lg:top-6">
            <BookingSummary
              therapist={therapist}
              mode={picker.mode}
              dateKey={choice?.day.key ?? null}
              time={choice?.time ?? null}
              holdExpiresAt={holdExpiresAt}
              series={repeat.series}
              onEdit={step === 2 ? () => goToStep(1) : undefined}
            />
          </aside>
        </div>
      </div>
    </div>
  );
}
