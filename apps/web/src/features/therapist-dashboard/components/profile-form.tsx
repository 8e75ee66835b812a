import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  dashboardProfileBody,
  type DashboardProfile,
  type DashboardProfileInput,
} from '@app/domain/schemas/dashboard';
import {
  AddressFields,
  BioField,
  HindiBioField,
  CityField,
  FeeField,
  PracticePickList,
  SessionModesField,
  useRecheckAfterSubmit,
} from '#components/therapist-fields/practice-fields';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { actionErrorText } from '#lib/action-error-text';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useSaveProfile } from '../api/profile';
import { PROFILE as W } from '../lib/profile-words';
import { SCHEDULE } from '../lib/schedule-words';

const valuesOf = (p: DashboardProfile): DashboardProfileInput => ({
  about: p.about,
  aboutHi: p.aboutHi,
  fees: p.fees === null ? '' : String(p.fees),
  specialities: p.specialities as DashboardProfileInput['specialities'],
  languages: p.languages as DashboardProfileInput['languages'],
  sessionModes: p.sessionModes as DashboardProfileInput['sessionModes'],
  expertise: p.expertise as DashboardProfileInput['expertise'],
  location: { city: p.city },
  address: { line1: p.addressLine1, line2: p.addressLine2, pincode: p.pincode },
});

/** The profile fields that go live at once, checked with the join form's rules and messages. */
export function ProfileForm({ profile }: { profile: DashboardProfile }) {
  const t = useT();
  const form = useForm({
    resolver: zodResolver(dashboardProfileBody),
    defaultValues: valuesOf(profile),
  });
  const save = useSaveProfile();
  useRecheckAfterSubmit(form);
  const { control } = form;

  // The values as typed go out (the server parses them with the same schema); they stay in the
  // form when saving fails, with the error under it.
  const onSubmit = form.handleSubmit(() =>
    save.mutate(form.getValues(), {
      onSuccess: (answer) => {
        form.reset(valuesOf(answer.profile));
        showSuccess(t(W.profileSaved), { id: 'dashboard-profile' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t(W.profile)}>
      <BioField control={control} />
      <HindiBioField control={control} />
      <FeeField control={control} />
      <PracticePickList control={control} name="specialities" />
      <PracticePickList control={control} name="languages" />
      <PracticePickList control={control} name="expertise" />
      <SessionModesField control={control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CityField control={control} />
        <AddressFields control={control} />
      </div>
      {save.isError ? <FormAlert>{actionErrorText(save.error)}</FormAlert> : null}
      <button
        type="submit"
        disabled={save.isPending}
        className={buttonClasses('primary', 'md', 'justify-self-start')}
      >
        {save.isPending ? t(SCHEDULE.saving) : t(W.saveProfile)}
      </button>
    </form>
  );
}
