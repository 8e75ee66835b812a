import { Combobox } from '../ui/combobox';
import { CloseIcon } from '../ui/icons';
import { useT } from '#lib/i18n/i18n-context';
import { FIELD_WORDS } from './field-words';
import { displayName, type NameKind } from '@app/domain/i18n/display-names';

/**
 * Several values from a fixed list: a type-to-filter dropdown adds one, each chosen value is a
 * chip with its own remove button.
 */
export function PickList({
  label,
  options,
  value,
  onChange,
  error,
  placeholder,
  kind,
}: {
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  placeholder?: string;
  /** How the list's catalogue values are named in the reader's language. */
  kind?: NameKind;
}) {
  const t = useT();
  const nameOf = (v: string) => (kind ? displayName(t, kind, v) : v);
  const remaining = options.filter((o) => !value.includes(o));
  return (
    <div className="grid gap-2">
      <Combobox
        label={label}
        placeholder={placeholder ?? t(FIELD_WORDS.typeToSearch)}
        optionLabel={kind ? nameOf : undefined}
        options={remaining}
        value=""
        required
        error={error}
        onChange={(picked) => {
          if (picked) onChange([...value, picked]);
        }}
      />
      {value.length > 0 ? (
        <ul
          aria-label={t(FIELD_WORDS.chosen, { label: label.toLowerCase() })}
          className="flex flex-wrap gap-1.5"
        >
          {value.map((v) => (
            <li
              key={v}
              className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 pr-1 pl-3 text-sm font-medium text-primary-900"
            >
              {nameOf(v)}
              <button
                type="button"
                aria-label={t(FIELD_WORDS.remove, { name: nameOf(v) })}
                onClick={() => onChange(value.filter((x) => x !== v))}
                className="inline-flex size-7 items-center justify-center rounded-full text-primary-800 hover:bg-primary-100"
              >
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
