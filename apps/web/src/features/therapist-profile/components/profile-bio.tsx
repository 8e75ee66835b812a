import { useEffect, useRef, useState } from 'react';
import { BIO_COLLAPSED_LINES } from '@app/domain/constants';

/** The therapist's bio, collapsed to 6 lines with Read more / Read less when it is longer. */
export function ProfileBio({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
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
    return <p className="text-slate-600">This therapist has not added an introduction yet.</p>;
  }
  return (
    <div>
      <p
        ref={ref}
        id="therapist-bio"
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
          {expanded ? 'Read less' : 'Read more'}
        </button>
      ) : null}
    </div>
  );
}
