import { useEffect, useRef, useState } from 'react';
import { BIO_COLLAPSED_LINES } from '@app/domain/constants';
import { useT } from '#lib/i18n/i18n-context';
import { PROFILE } from '../lib/profile-words';

/** The therapist's bio, collapsed to 6 lines with Read more / Read less when it is longer. */
export function ProfileBio({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const t = useT();
  const [overflows, setOverflows] = useState(false);

  // After paint, not in the commit: a state change there would redo the whole commit at once.
  useEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, expanded]);

  if (text.trim() === '') {
    return <p className="text-slate-600">{t(PROFILE.noIntroduction)}</p>;
  }
  return (
    <div>
      <p
        ref={ref}
        id="therapist-bio"
        // Written by the therapist: in English unless it is in Devanagari.
        lang={t.language !== 'en' && !/[\u0900-\u097F]/.test(text) ? 'en' : undefined}
        className="leading-relaxed whitespace-pre-line text-slate-700"
        style={
          expanded
            ? undefined
            : {
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: BIO_COLLAPSED_LINES,
                overflow: 'hidden',
              }
        }
      >
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
          aria-controls="therapist-bio"
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary-700 hover:text-primary-900 hover:underline underline-offset-4"
        >
          {expanded ? t(PROFILE.readLess) : t(PROFILE.readMore)}
        </button>
      ) : null}
    </div>
  );
}
