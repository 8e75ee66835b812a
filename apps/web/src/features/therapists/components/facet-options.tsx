import { useId, useState } from 'react';
import type { ListingFacet } from '@app/domain/listing';
import type { FacetCount } from '@app/domain/schemas/search';
import { formatCount } from '#lib/format';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';
import type { MessageDescriptor } from '@app/domain/i18n/define';
import { displayName, type NameKind } from '@app/domain/i18n/display-names';

/** Filter order and labels on screen. */
export const FACET_LABELS: readonly {
  facet: ListingFacet;
  label: MessageDescriptor;
  /** How the facet's values are named in the reader's language (URLs keep the English). */
  kind: NameKind;
}[] = [
  { facet: 'titles', label: LISTING.title, kind: 'title' },
  { facet: 'specialities', label: LISTING.speciality, kind: 'speciality' },
  { facet: 'languages', label: LISTING.language, kind: 'language' },
  { facet: 'locations', label: LISTING.location, kind: 'city' },
  { facet: 'genders', label: LISTING.gender, kind: 'gender' },
  { facet: 'modes', label: LISTING.mode, kind: 'sessionMode' },
];

const FILTERABLE_AFTER = 8;
const norm = (s: string) => s.trim().toLowerCase();

export type FacetOptionsProps = {
  label: string;
  kind: NameKind;
  options: readonly FacetCount[];
  selected: readonly string[];
  onToggle: (value: string) => void;
};

/**
 * A facet's values as checkboxes with their counts. Long lists get a type-to-filter box. A value
 * with no therapists (given the other filters) is disabled unless it is selected.
 */
export function FacetOptions({ label, kind, options, selected, onToggle }: FacetOptionsProps) {
  const t = useT();
  const nameOf = (value: string) => displayName(t, kind, value);
  const [text, setText] = useState('');
  const id = useId();
  const chosen = new Set(selected.map(norm));
  // Selected values always show, even when the current options no longer contain them.
  const extra = selected.filter((s) => !options.some((o) => norm(o.value) === norm(s)));
  const all = [...extra.map((value) => ({ value, count: 0 })), ...options];
  const visible = text
    ? all.filter(
        (o) => norm(o.value).includes(norm(text)) || norm(nameOf(o.value)).includes(norm(text)),
      )
    : all;

  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      {all.length > FILTERABLE_AFTER ? (
        <div className="px-1 pb-2">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t(LISTING.searchFacet, { label: label.toLowerCase() })}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t(LISTING.searchFacet, { label: label.toLowerCase() })}
            className="min-h-11 w-full rounded-control border border-slate-300 px-3 text-[0.9375rem] placeholder:text-slate-500 focus:border-primary-700"
          />
        </div>
      ) : null}
      {visible.length === 0 ? (
        <p className="px-2 py-3 text-sm text-slate-600">{t(LISTING.noMatches)}</p>
      ) : (
        <ul className="grid gap-0.5">
          {visible.map((o) => {
            const checked = chosen.has(norm(o.value));
            const disabled = !checked && o.count === 0;
            return (
              <li key={o.value}>
                <label
                  className={
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 text-[0.9375rem] hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-500'
                  }
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={disabled}
                    onChange={() => onToggle(o.value)}
                    className="size-4.5 shrink-0 accent-primary-700"
                  />
                  <span className="flex-1">
                    {nameOf(o.value)}
                    <span className="sr-only">,</span>
                  </span>
                  <span className="text-sm text-slate-600 tabular-nums">
                    {formatCount(o.count)}
                    <span className="sr-only">{t(LISTING.therapistsCount)}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
