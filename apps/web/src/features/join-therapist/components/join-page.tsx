import { CheckCircleIcon } from '#components/ui/icons';
import { adoptOnIntent } from '#components/adopt-on-intent';
import { useT } from '#lib/i18n/i18n-context';
import { JOIN } from '../lib/join-words';

/** The form's code (react-hook-form among it) loads when someone reaches for the form. */
const JoinForm = adoptOnIntent('join-application', () =>
  import('./join-form').then((m) => m.JoinForm),
);

const PROMISES = [JOIN.promiseProfile, JOIN.promiseBooking, JOIN.promiseHours];

/** /join-therapist: the hero (the profile goes live after approval) and the form. */
export function JoinPage() {
  const t = useT();
  return (
    <>
      <section className="bg-gradient-to-b from-primary-50 to-white pt-12 pb-8 sm:pt-16">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            {t(JOIN.eyebrow)}
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {t(JOIN.heading)}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{t(JOIN.lead)}</p>
          <ul className="mt-6 grid gap-2 sm:flex sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((p) => (
              <li key={p.id} className="flex items-center gap-2 text-slate-700">
                <CheckCircleIcon width={18} height={18} className="shrink-0 text-primary-700" />
                {t(p)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6">
        <JoinForm />
      </div>
    </>
  );
}
