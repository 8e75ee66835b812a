import { useEffect, useRef } from 'react';
import { cn } from '#lib/cn';
import { CRISIS_LINES, telHref } from '#lib/site';
import { ChevronDownIcon, PhoneIcon } from '../ui/icons';

const numberLink =
  'inline-flex min-h-11 items-center gap-2 rounded-control border border-primary-100 bg-white px-3 font-semibold text-primary-800 hover:border-primary-300 hover:bg-primary-50';

/**
 * "Need help now?": India's free, round-the-clock mental-health helpline and the emergency number,
 * one tap away. A native disclosure, so it opens on a page the server drew before the app has
 * loaded and on every browser with a keyboard; the app adds Escape (focus back on the summary) and
 * closing on a press elsewhere. It sits in a header: the panel drops below the header's full width
 * on phones (the header is its containing block) and below the summary from 640 px.
 */
export function CrisisHelp({ className }: { className?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      details.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, []);

  return (
    <details ref={ref} data-crisis-help="" className={cn('group sm:relative', className)}>
      <summary
        className={cn(
          'inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-control px-2 text-[0.8125rem] font-medium whitespace-nowrap text-primary-800 hover:bg-primary-50 sm:px-2.5 sm:text-sm [&::-webkit-details-marker]:hidden',
        )}
      >
        <PhoneIcon width={16} height={16} className="shrink-0 max-sm:hidden" />
        Need help now?
        <ChevronDownIcon
          width={16}
          height={16}
          className="shrink-0 transition-transform group-open:rotate-180 max-sm:hidden motion-reduce:transition-none"
        />
      </summary>
      <div className="absolute inset-x-4 top-full z-50 mt-1 rounded-card border border-primary-100 bg-white p-4 text-sm leading-relaxed text-slate-700 shadow-raised sm:inset-x-auto sm:right-0 sm:w-96">
        <p>
          If you are thinking of harming yourself, or feel unsafe right now, you do not have to wait
          for a session. Talk to someone now:
        </p>
        <p className="mt-3 font-semibold text-slate-900">
          Tele-MANAS, India&apos;s mental-health helpline
        </p>
        <p className="text-slate-600">Free, in many languages, round the clock.</p>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tele-MANAS numbers">
          {CRISIS_LINES.teleManas.map((number) => (
            <li key={number}>
              <a
                href={telHref(number)}
                className={numberLink}
                aria-label={`Call Tele-MANAS on ${number}`}
              >
                <PhoneIcon width={16} height={16} />
                {number}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 font-semibold text-slate-900">
          In danger now? Police, ambulance and fire
        </p>
        <a
          href={telHref(CRISIS_LINES.emergency)}
          className={cn(numberLink, 'mt-2')}
          aria-label={`Call the emergency number ${CRISIS_LINES.emergency}`}
        >
          <PhoneIcon width={16} height={16} />
          {CRISIS_LINES.emergency}
        </a>
      </div>
    </details>
  );
}

/** The two numbers as one sentence's links, for the policy pages and the contact page. */
export function CrisisNumbers() {
  const [first, second] = CRISIS_LINES.teleManas;
  return (
    <>
      Tele-MANAS, India&apos;s free mental-health helpline, on{' '}
      <a href={telHref(first)} className="font-semibold underline underline-offset-2">
        {first}
      </a>{' '}
      or{' '}
      <a href={telHref(second)} className="font-semibold underline underline-offset-2">
        {second}
      </a>{' '}
      (round the clock), or the national emergency number{' '}
      <a
        href={telHref(CRISIS_LINES.emergency)}
        className="font-semibold underline underline-offset-2"
      >
        {CRISIS_LINES.emergency}
      </a>
    </>
  );
}
