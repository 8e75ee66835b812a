import { CheckCircleIcon } from '#components/ui/icons';
import { JoinForm } from './join-form';

const PROMISES = [
  'A free basic profile in the directory',
  'Clients book and pay the booking fee online',
  'Set your own weekly hours and fees',
];

/** /join-therapist: the hero (the profile goes live after approval) and the form. */
export function JoinPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-primary-50 to-white pt-12 pb-8 sm:pt-16">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            For therapists
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            Join as a therapist
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            Tell us about your practice. Our team reviews every application, and your profile goes
            live after approval.
          </p>
          <ul className="mt-6 grid gap-2 sm:flex sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((p) => (
              <li key={p} className="flex items-center gap-2 text-slate-700">
                <CheckCircleIcon width={18} height={18} className="shrink-0 text-primary-700" />
                {p}
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
