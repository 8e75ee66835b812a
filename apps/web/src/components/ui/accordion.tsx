import type { ReactNode } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { cn } from '#lib/cn';
import { ChevronDownIcon } from './icons';

export type AccordionItem = { id: string; question: string; answer: ReactNode };

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** Heading level of each trigger, to keep the page outline in order. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
};

/** Questions and answers, one open at a time (Radix Accordion, type single, collapsible). */
export function Accordion({ items, headingLevel = 'h3', className }: AccordionProps) {
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={cn(
        'divide-y divide-slate-200 rounded-card border border-slate-200 bg-white',
        className,
      )}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id}>
          <RadixAccordion.Header asChild>
            {headingLevel === 'h3' ? (
              <h3 className="m-0">{trigger(item)}</h3>
            ) : (
              <h4 className="m-0">{trigger(item)}</h4>
            )}
          </RadixAccordion.Header>
          <RadixAccordion.Content className="overflow-hidden px-5 pb-5 text-[0.9375rem] leading-relaxed text-slate-700">
            {item.answer}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}

function trigger(item: AccordionItem) {
  return (
    <RadixAccordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:text-primary-800">
      {item.question}
      <ChevronDownIcon
        width={20}
        height={20}
        className="shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </RadixAccordion.Trigger>
  );
}
