import { useController, type Control } from 'react-hook-form';
import { PROFESSIONAL_TITLES } from '@app/domain/catalogues';
import { Field, inputClasses, TextField } from '../ui/form-field';
import { digitsOnly } from './practice-fields';

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
  return { field, error: fieldState.error?.message };
}

export function NameField<T extends CredentialFieldValues, O>({ control }: Props<T, O>) {
  const { field, error } = useCredential(control, 'name');
  return (
    <TextField
      label="Full name"
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
  return (
    <Field label="Professional title" required error={error}>
      {(aria) => (
        <select {...aria} {...field} className={inputClasses(Boolean(error), 'appearance-auto')}>
          <option value="">Choose your title</option>
          {PROFESSIONAL_TITLES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function QualificationsField<T extends CredentialFieldValues, O>({ control }: Props<T, O>) {
  const { field, error } = useCredential(control, 'degree');
  return (
    <TextField
      label="Qualifications"
      placeholder="e.g. M.Phil Clinical Psychology, RCI registered"
      required
      maxLength={300}
      {...field}
      error={error}
    />
  );
}

export function ExperienceField<T extends CredentialFieldValues, O>({ control }: Props<T, O>) {
  const { field, error } = useCredential(control, 'experience');
  return (
    <TextField
      label="Years of experience"
      inputMode="numeric"
      required
      {...field}
      onChange={(e) => field.onChange(digitsOnly(e.target.value, 2))}
      error={error}
      className="sm:max-w-48"
    />
  );
}
