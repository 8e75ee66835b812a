import { useId, useState } from 'react';
import { SEARCH_TEXT_MAX } from '@app/domain/listing-search';
import { buttonClasses } from '#components/ui/button';
import { inputClasses } from '#components/ui/form-field';
import { SearchIcon } from '#components/ui/icons';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

export type SearchBoxProps = {
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
};

/** One search box: a therapist's name, a need ("panic attacks") or a city; forgiving of typos. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const t = useT();
  const [text, setText] = useState(value ?? '');
  // Back and shared links change the URL: the box follows it (state adjusted while rendering).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }

  return (
    <form
      role="search"
      aria-label={t(LISTING.searchLabel)}
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() === '' ? undefined : text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t(LISTING.searchHint)}
      </label>
      <div className="relative flex-1">
        <SearchIcon
          width={18}
          height={18}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t(LISTING.searchPlaceholder)}
          onChange={(e) => setText(e.target.value)}
          className={inputClasses(false, 'pl-10')}
        />
      </div>
      <button type="submit" className={buttonClasses('primary', 'md')}>
        {t(LISTING.search)}
      </button>
    </form>
  );
}
