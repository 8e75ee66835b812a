import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';
import { cn } from '#lib/cn';
import { CRISIS_LINES, telHref } from '#lib/site';
import { ChevronDownIcon, PhoneIcon } from '../ui/icons';

const M = defineMessages({
  needHelp: { id: 'common.crisis.needHelp', defaultMessage: 'Need help now?' },
  intro: {
    id: 'common.crisis.intro',
    defaultMessage:
      'If you are thinking of harming yourself, or feel unsafe right now, you do not have to wait for a session. Talk to someone now:',
  },
  teleManas: {
    id: 'common.crisis.teleManas',
    defaultMessage: "Tele-MANAS, India's mental-health helpline",
  },
  teleManasDetail: {
    id: 'common.crisis.teleManasDetail',
    defaultMessage: 'Free, in many languages, round the clock.',
  },
  teleManasNumbers: { id: 'common.crisis.teleManasNumbers', defaultMessage: 'Tele-MANAS numbers' },
  callTeleManas: {
    id: 'common.crisis.callTeleManas',
    defaultMessage: 'Call Tele-MANAS on {number}',
  },
  inDanger: {
    id: 'common.crisis.inDanger',
    defaultMessage: 'In danger now? Police, ambulance and fire',
  },
  callEmergency: {
    id: 'common.crisis.callEmergency',
    defaultMessage: 'Call the emergency number {number}',
  },
  numbers: {
    id: 'common.crisis.numbers',
    defaultMessage:
      "Tele-MANAS, India's free mental-health helpline, on <firstLink>{first}</firstLink> or <secondLink>{second}</secondLink> (round the clock), or the national emergency number <emergencyLink>{emergency}</emergencyLink>",
  },
});

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
  const t = useT();
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
        {t(M.needHelp)}
        <ChevronDownIcon
          width={16}
          height={16}
          className="shrink-0 transition-transform group-open:rotate-180 max-sm:hidden motion-reduce:transition-none"
        />
      </summary>
      <div className="absolute inset-x-4 top-full z-50 mt-1 rounded-card border border-primary-100 bg-white p-4 text-sm leading-relaxed text-slate-700 shadow-raised sm:inset-x-auto sm:right-0 sm:w-96">
        <p>{t(M.intro)}</p>
        <p className="mt-3 font-semibold text-slate-900">{t(M.teleManas)}</p>
        <p className="text-slate-600">{t(M.teleManasDetail)}</p>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t(M.teleManasNumbers)}>
          {CRISIS_LINES.teleManas.map((number) => (
            <li key={number}>
              <a
                href={telHref(number)}
                className={numberLink}
                aria-label={t(M.callTeleManas, { number })}
              >
                <PhoneIcon width={16} height={16} />
                {number}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 font-semibold text-slate-900">{t(M.inDanger)}</p>
        <a
          href={telHref(CRISIS_LINES.emergency)}
          className={cn(numberLink, 'mt-2')}
          aria-label={t(M.callEmergency, { number: CRISIS_LINES.emergency })}
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
  const t = useT();
  const [first, second] = CRISIS_LINES.teleManas;
  const call = (number: string) => (chunks: ReactNode[]) => (
    <a key={number} href={telHref(number)} className="font-semibold underline underline-offset-2">
      {chunks}
    </a>
  );
  return (
    <>
      {t.parts<ReactNode>(M.numbers, {
        first,
        second,
        emergency: CRISIS_LINES.emergency,
        firstLink: call(first),
        secondLink: call(second),
        emergencyLink: call(CRISIS_LINES.emergency),
      })}
    </>
  );
}
