import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';
import { cn } from '#lib/cn';
import { ChevronDownIcon, CloseIcon } from './icons';

export type ComboboxProps = {
  label: string;
  placeholder?: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** Hide the visible label (it stays the accessible name). */
  hideLabel?: boolean;
  /** An inline error under the input, announced with it. */
  error?: string;
  required?: boolean;
  /** Keep what is typed as the value even when no option fits (a search term, not only a pick). */
  freeText?: boolean;
  /** How an option reads (a catalogue value in the page's language); the value stays the option. */
  optionLabel?: (option: string) => string;
};

const norm = (s: string) => s.trim().toLowerCase();

const M = defineMessages({
  searchFor: {
    id: 'common.combobox.searchFor',
    defaultMessage: 'Search for “{text}”',
    description: 'A search box offers to search for the words typed when no listed choice fits',
  },
  noMatches: { id: 'common.combobox.noMatches', defaultMessage: 'No matches' },
  clear: { id: 'common.combobox.clear', defaultMessage: 'Clear {label}' },
});

/**
 * Searchable dropdown (WAI-ARIA combobox with a listbox popup): typing filters the options,
 * arrows move, Enter picks, Escape closes; 'No matches' when nothing fits.
 */
export function Combobox({
  label,
  placeholder,
  options,
  value,
  onChange,
  className,
  hideLabel,
  error,
  required,
  freeText,
  optionLabel,
}: ComboboxProps) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null); // null: not typing, show the value
  const [active, setActive] = useState(0);
  const query = text ?? '';
  const labelOf = (option: string) => optionLabel?.(option) ?? option;
  const shown = query
    ? options.filter((o) => norm(labelOf(o)).includes(norm(query)) || norm(o).includes(norm(query)))
    : options;

  // Words typed into the page the server drew, before the app took it over, are still in the box
  // (hydration keeps them) but not yet in the state: adopt them as typed, or Enter would pick
  // the first of the unfiltered options and the next render would wipe the box.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === input.defaultValue) return;
    setText(input.value);
    setActive(0);
    if (freeText || input.value === '') onChange(input.value);
    if (document.activeElement === input) setOpen(true);
    // Once, as the page is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pick = (option: string) => {
    onChange(option);
    setText(null);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(Math.max(0, shown.indexOf(value)));
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (shown.length === 0 ? 0 : (a + step + shown.length) % shown.length));
    } else if (e.key === 'Enter' && open) {
      const option = shown[active];
      // A free-text field with nothing to pick lets Enter submit the form with what was typed.
      if (option === undefined && freeText) return setOpen(false);
      e.preventDefault();
      if (option !== undefined) pick(option);
    } else if (e.key === 'Escape') {
      if (open) e.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  const activeId = open && shown[active] !== undefined ? `${id}-opt-${active}` : undefined;

  return (
    <div className={cn('relative', className)}>
      <label
        htmlFor={`${id}-input`}
        className={cn('mb-1.5 block text-sm font-semibold text-slate-700', hideLabel && 'sr-only')}
      >
        {label}
        {required ? (
          <span className="ml-0.5 text-danger-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text ?? (options.includes(value) ? labelOf(value) : value)}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
            if (freeText || e.target.value === '') onChange(e.target.value);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(null);
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'min-h-12 w-full rounded-control border bg-white pr-20 pl-3.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-primary-700',
            error ? 'border-danger-700' : 'border-slate-300',
          )}
        />
        <div className="absolute inset-y-0 right-1 flex items-center">
          {value ? (
            <button
              type="button"
              aria-label={t(M.clear, { label })}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                onChange('');
                setText(null);
                inputRef.current?.focus();
              }}
              className="inline-flex size-10 items-center justify-center rounded-control text-slate-500 hover:text-slate-900"
            >
              <CloseIcon width={16} height={16} />
            </button>
          ) : null}
          <ChevronDownIcon
            aria-hidden="true"
            width={18}
            height={18}
            className="mr-2.5 text-slate-500"
          />
        </div>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-card border border-slate-200 bg-white p-1 shadow-raised-hover"
      >
        {shown.length === 0 && freeText && query.trim() ? (
          // Nothing listed fits, but the words typed are searched as they are (Enter submits).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            id={`${id}-opt-text`}
            role="option"
            aria-selected={false}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setText(null);
              setOpen(false);
            }}
            className="flex min-h-11 cursor-pointer items-center rounded-md bg-primary-50 px-3 text-[0.9375rem] text-primary-900"
          >
            {t(M.searchFor, { text: query.trim() })}
          </li>
        ) : shown.length === 0 ? (
          <li
            role="option"
            aria-selected={false}
            aria-disabled="true"
            className="px-3 py-2.5 text-[0.9375rem] text-slate-600"
          >
            {t(M.noMatches)}
          </li>
        ) : (
          shown.map((o, i) => (
            // Keys are handled by the input, which points here with aria-activedescendant.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={o}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={o === value}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o)}
              onMouseMove={() => setActive(i)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-[0.9375rem] text-slate-800',
                i === active && 'bg-primary-50 text-primary-900',
                o === value && 'font-semibold',
              )}
            >
              {labelOf(o)}
            </li>
          ))
        )}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
