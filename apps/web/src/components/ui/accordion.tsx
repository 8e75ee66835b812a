import { useId, type ReactNode } from 'react';
import { cn } from '#lib/cn';
import { ChevronDownIcon } from './icons';

export type AccordionItem = { id: string; question: string; answer: ReactNode };

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** Heading level of each question, to keep the page outline in order. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
};

/**
 * Questions and answers, one open at a time: the browser's own disclosure (`details` sharing a
 * `name`), so it needs no script, works before the page is adopted and reads as a disclosure to
 * screen readers. Enter or Space opens and closes a question.
 */
export function Accordion({ items, headingLevel = 'h3', className }: AccordionProps) {
  const group = useId();
  const Heading = headingLevel;
  return (
    <div
      className={cn(
        'divide-y divide-slate-200 rounded-card border border-slate-200 bg-white',
        className,
      )}
    >
      {items.map((item) => (
        <details key={item.id} name={group} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-slate-900 hover:text-primary-800 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-semibold text-inherit">{item.question}</Heading>
            <ChevronDownIcon
              width={20}
              height={20}
              className="shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="px-5 pb-5 text-[0.9375rem] leading-relaxed text-slate-700">
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
