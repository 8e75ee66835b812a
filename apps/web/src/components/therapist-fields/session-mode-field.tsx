import { SESSION_MODES } from '@app/domain/catalogues';
import { useT } from '#lib/i18n/i18n-context';
import { FIELD_WORDS } from './field-words';
import { displayName } from '@app/domain/i18n/display-names';

/** The session modes a therapist offers, as checkboxes (Online, In-Person). */
export function SessionModeField({
  value,
  onChange,
  error,
  required = false,
}: {
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  required?: boolean;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {t(FIELD_WORDS.sessionMode)}
        {required ? (
          <span className="ml-0.5 text-danger-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-3">
        {SESSION_MODES.map((mode) => (
          <label
            key={mode}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-control border border-slate-300 bg-white px-4 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary-700"
              checked={value.includes(mode)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, mode] : value.filter((m) => m !== mode))
              }
            />
            {displayName(t, 'sessionMode', mode)}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1.5 text-sm font-medium text-danger-700">{error}</p> : null}
    </fieldset>
  );
}
