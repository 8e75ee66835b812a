import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
  const form = useForm({
    resolver: zodResolver(applicationDetailsBody),
    defaultValues: valuesOf(application),
  });
  const save = useSaveApplication();
  const { control } = form;

  // The values as typed go out; they stay in the form when saving fails.
  const onSubmit = form.handleSubmit(() =>
    save.mutate(form.getValues(), {
      onSuccess: (answer) => showSuccess(answer.message ?? 'Saved.', { id: 'application-details' }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Application details">
      <NameField control={control} />
      <ProfessionalTitleField control={control} />
      <QualificationsField control={control} />
      <ExperienceField control={control} />
      {save.isError ? <FormAlert>{actionErrorText(save.error)}</FormAlert> : null}
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
