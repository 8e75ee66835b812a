import { useState, type FormEvent } from 'react';
import { CONCERN_CATEGORIES, LANGUAGES, SPECIALITY_TAGS } from '@app/domain/catalogues';
import { MESSAGES } from '@app/domain/messages';
import {
  dashboardProfileBody,
  type DashboardProfile,
  type DashboardProfileInput,
} from '@app/domain/schemas/dashboard';
import { JOIN_LIMITS } from '@app/domain/schemas/therapist-join';
import { PickList } from '#components/therapist-fields/pick-list';
import { SessionModeField } from '#components/therapist-fields/session-mode-field';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { Field, inputClasses, TextField } from '#components/ui/form-field';
import { actionErrorText } from '#lib/action-error-text';
import { showSuccess } from '#lib/toast';
import { useSaveProfile } from '../api/profile';

type Values = {
  about: string;
  fees: string;
  specialities: string[];
  languages: string[];
  sessionModes: string[];
  expertise: string[];
  city: string;
  line1: string;
  line2: string;
  pincode: string;
};

const valuesOf = (p: DashboardProfile): Values => ({
  about: p.about,
  fees: p.fees === null ? '' : String(p.fees),
  specialities: p.specialities,
  languages: p.languages,
  sessionModes: p.sessionModes,
  expertise: p.expertise,
  city: p.city,
  line1: p.addressLine1,
  line2: p.addressLine2,
  pincode: p.pincode,
});

const toBody = (v: Values): DashboardProfileInput => ({
  about: v.about,
  fees: v.fees,
  specialities: v.specialities as DashboardProfileInput['specialities'],
  languages: v.languages as DashboardProfileInput['languages'],
  sessionModes: v.sessionModes as DashboardProfileInput['sessionModes'],
  expertise: v.expertise as DashboardProfileInput['expertise'],
  location: { city: v.city },
  address: { line1: v.line1, line2: v.line2, pincode: v.pincode },
});

/** The profile fields that go live at once, checked with the join form's rules and messages. */
export function ProfileForm({ profile }: { profile: DashboardProfile }) {
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const save = useSaveProfile();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const err = (key: string) => errors[key];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = dashboardProfileBody.safeParse(toBody(values));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setServerError('');
    save.mutate(toBody(values), {
      onSuccess: (answer) => {
        setValues(valuesOf(answer.profile));
        showSuccess('Profile saved. The changes are live.', { id: 'dashboard-profile' });
      },
      onError: (e) => setServerError(actionErrorText(e, MESSAGES.generic)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Profile">
      <Field
        label="Bio"
        required
        error={err('about')}
        hint={`${values.about.length}/${JOIN_LIMITS.aboutChars} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={JOIN_LIMITS.aboutChars}
            value={values.about}
            onChange={(e) => set('about', e.target.value)}
            className={inputClasses(Boolean(err('about')), 'resize-y')}
          />
        )}
      </Field>
      <TextField
        label="Hourly fee (₹)"
        required
        inputMode="numeric"
        value={values.fees}
        onChange={(e) => set('fees', e.target.value)}
        error={err('fees')}
      />
      <PickList
        label="Specializations"
        options={SPECIALITY_TAGS}
        value={values.specialities}
        onChange={(v) => set('specialities', v)}
        error={err('specialities')}
      />
      <PickList
        label="Languages"
        options={LANGUAGES}
        value={values.languages}
        onChange={(v) => set('languages', v)}
        error={err('languages')}
      />
      <PickList
        label="Areas of expertise"
        options={CONCERN_CATEGORIES}
        value={values.expertise}
        onChange={(v) => set('expertise', v)}
        error={err('expertise')}
      />
      <SessionModeField
        value={values.sessionModes}
        onChange={(v) => set('sessionModes', v)}
        error={err('sessionModes')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="City/Town/Village"
          required
          value={values.city}
          onChange={(e) => set('city', e.target.value)}
          error={err('location')}
        />
        <TextField
          label="Pin code"
          inputMode="numeric"
          maxLength={6}
          value={values.pincode}
          onChange={(e) => set('pincode', e.target.value.replace(/\D/g, ''))}
          error={err('address')}
        />
        <TextField
          label="Address line 1"
          value={values.line1}
          onChange={(e) => set('line1', e.target.value)}
        />
        <TextField
          label="Address line 2"
          value={values.line2}
          onChange={(e) => set('line2', e.target.value)}
        />
      </div>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <button
        type="submit"
        disabled={save.isPending}
        className={buttonClasses('primary', 'md', 'justify-self-start')}
      >
        {save.isPending ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
