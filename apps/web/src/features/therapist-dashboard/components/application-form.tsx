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
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useSaveApplication } from '../api/application';
import { useDashboardMe } from '../api/get-me';
import { PROFILE as W } from '../lib/profile-words';
import { SCHEDULE } from '../lib/schedule-words';

const valuesOf = (a: ApplicationDetails): ApplicationDetailsInput => ({
  name: a.name,
  professionalTitle: a.professionalTitle as ApplicationDetailsInput['professionalTitle'],
  degree: a.degree,
  experience: String(a.experience),
});

/** What the review team checks, editable while the application waits for review. */
export function ApplicationForm({ application }: { application: ApplicationDetails }) {
  const t = useT();
  const status = useDashboardMe().data?.status;
  const form = useForm({
    resolver: zodResolver(applicationDetailsBody),
    defaultValues: valuesOf(application),
  });
  const save = useSaveApplication();
  const { control } = form;

  // The values as typed go out; they stay in the form when saving fails.
  const onSubmit = form.handleSubmit(() =>
    save.mutate(form.getValues(), {
      onSuccess: () =>
        showSuccess(
          t(W.applicationSaved, { status: status === 'changes_requested' ? 'changes' : 'pending' }),
          { id: 'application-details' },
        ),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t(W.application)}>
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
        {save.isPending ? t(SCHEDULE.saving) : t(W.saveApplication)}
      </button>
    </form>
  );
}
