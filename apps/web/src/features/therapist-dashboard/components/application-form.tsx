import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@app/domain/messages';
import {
  applicationDetailsBody,
  type ApplicationDetails,
  type ApplicationDetailsInput,
} from '@app/domain/schemas/therapist-application';
import {
  ExperienceField,
  NameField,
  ProfessionalTitleField,
  QualificationsField,
} from '#components/therapist-fields/credential-fields';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { actionErrorText } from '#lib/action-error-text';
import { showSuccess } from '#lib/toast';
import { useSaveApplication } from '../api/application';

const valuesOf = (a: ApplicationDetails): ApplicationDetailsInput => ({
  name: a.name,
  professionalTitle: a.professionalTitle as ApplicationDetailsInput['professionalTitle'],
  degree: a.degree,
  experience: String(a.experience),
});

/** What the review team checks, editable while the application waits for review. */
export function ApplicationForm({ application }: { application: ApplicationDetails }) {
  const [values, setValues] = useState(() => valuesOf(application));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const save = useSaveApplication();
  const set = (key: keyof ApplicationDetailsInput) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = applicationDetailsBody.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    setServerError('');
    save.mutate(values, {
      onSuccess: (answer) => showSuccess(answer.message ?? 'Saved.', { id: 'application-details' }),
      onError: (e) => setServerError(actionErrorText(e, MESSAGES.generic)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Application details">
      <NameField value={values.name} onChange={set('name')} error={errors.name} />
      <ProfessionalTitleField
        value={values.professionalTitle}
        onChange={set('professionalTitle')}
        error={errors.professionalTitle}
      />
      <QualificationsField value={values.degree} onChange={set('degree')} error={errors.degree} />
      <ExperienceField
        value={values.experience}
        onChange={set('experience')}
        error={errors.experience}
      />
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <button
        type="submit"
        disabled={save.isPending}
        className={buttonClasses('primary', 'md', 'justify-self-start')}
      >
        {save.isPending ? 'Saving…' : 'Save application details'}
      </button>
    </form>
  );
}
