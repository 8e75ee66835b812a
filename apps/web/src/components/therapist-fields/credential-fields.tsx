import { useController, type Control } from 'react-hook-form';
import { PROFESSIONAL_TITLES } from '@app/domain/catalogues';
import { Field, inputClasses, TextField } from '../ui/form-field';
import { digitsOnly } from './practice-fields';
import { useT } from '#lib/i18n/i18n-context';
import { FIELD_WORDS } from './field-words';
import { displayName } from '@app/domain/i18n/display-names';
import { formMessage } from '@app/domain/i18n/form-words';

/**
 * What the review team checks on a therapist (name, professional title, qualifications, years
 * of experience): the same fields, labels and limits in the join form and in the dashboard,
 * where they stay editable until the application is approved.
 */
export type CredentialFieldValues = {
  name: string;
  professionalTitle: string;
  degree: string;
  experience: string;
};

type Props<T extends CredentialFieldValues, O> = { control: Control<T, unknown, O> };

function useCredential<T extends CredentialFieldValues, O>(
  control: Control<T, unknown, O>,
  name: keyof CredentialFieldValues,
) {
  // Control is invariant in the form's values; every form of this set holds these fields.
  const c = control as unknown as Control<CredentialFieldValues>;
  const { field, fieldState } = useController({ control: c, name });
  const t = useT();
  return { field, error: formMessage(t, fieldState.error?.message) };
}

export function NameField<T extends CredentialFieldValues, O>({ control }: Props<T, O>) {
  const { field, error } = useCredential(control, 'name');
  const t = useT();
  return (
    <TextField
      label={t(FIELD_WORDS.fullName)}
      autoComplete="name"
      required
      maxLength={100}
      {...field}
      error={error}
    />
  );
}

export function ProfessionalTitleField<T extends CredentialFieldValues, O>({
  control,
}: Props<T, O>) {
  const { field, error } = useCredential(control, 'professionalTitle');
  const t = useT();
  return (
    <Field label={t(FIELD_WORDS.title)} required error={error}>
      {(aria) => (
        <select {...aria} {...field} className={inputClasses(Boolean(error), 'appearance-auto')}>
          <option value="">{t(FIELD_WORDS.chooseTitle)}</option>
          {PROFESSIONAL_TITLES.map((title) => (
            <option key={title} value={title}>
              {displayName(t, 'title', title)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function QualificationsField<T extends CredentialFieldValues, O>({ control }: Props<T, O>) {
  const { field, error } = useCredential(control, 'degree');
  const t = useT();
  return (
    <TextField
      label={t(FIELD_WORDS.qualifications)}
      placeholder={t(FIELD_WORDS.qualificationsExample)}
      required
      maxLength={300}
      {...field}
      error={error}
    />
  );
}

export function ExperienceField<T extends CredentialFieldValues, O>({ control }: Props<T, O>) {
  const { field, error } = useCredential(control, 'experience');
  const t = useT();
  return (
    <TextField
      label={t(FIELD_WORDS.experience)}
      inputMode="numeric"
      required
      {...field}
      onChange={(e) => field.onChange(digitsOnly(e.target.value, 2))}
      error={error}
      className="sm:max-w-48"
    />
  );
}
