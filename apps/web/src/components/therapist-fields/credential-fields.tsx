import { PROFESSIONAL_TITLES } from '@app/domain/catalogues';
import { Field, inputClasses, TextField } from '../ui/form-field';

/**
 * What the review team checks on a therapist (name, professional title, qualifications, years
 * of experience): the same fields, labels and limits in the join form and in the dashboard,
 * where they stay editable until the application is approved.
 */
type Props = { value: string; onChange: (value: string) => void; error?: string };

export function NameField({ value, onChange, error }: Props) {
  return (
    <TextField
      label="Full name"
      name="name"
      autoComplete="name"
      required
      maxLength={100}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

export function ProfessionalTitleField({ value, onChange, error }: Props) {
  return (
    <Field label="Professional title" required error={error}>
      {(control) => (
        <select
          {...control}
          name="professionalTitle"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClasses(Boolean(error), 'appearance-auto')}
        >
          <option value="">Choose your title</option>
          {PROFESSIONAL_TITLES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function QualificationsField({ value, onChange, error }: Props) {
  return (
    <TextField
      label="Qualifications"
      name="degree"
      placeholder="e.g. M.Phil Clinical Psychology, RCI registered"
      required
      maxLength={300}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

export function ExperienceField({ value, onChange, error }: Props) {
  return (
    <TextField
      label="Years of experience"
      name="experience"
      inputMode="numeric"
      required
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 2))}
      error={error}
      className="sm:max-w-48"
    />
  );
}
