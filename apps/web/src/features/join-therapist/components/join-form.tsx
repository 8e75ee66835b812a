import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CONCERN_CATEGORIES, GENDERS, LANGUAGES, SPECIALITY_TAGS } from '@app/domain/catalogues';
import { firstJoinError, validateJoinForm, type JoinFormErrors } from '@app/domain/join-form';
import { JOIN_LIMITS, titleCase } from '@app/domain/schemas/therapist-join';
import { buttonClasses } from '#components/ui/button';
import { Field, inputClasses, TextField } from '#components/ui/form-field';
import { PasswordField } from '#components/ui/password-field';
import { ProgressBar } from '#components/ui/progress-bar';
import { showError } from '#lib/toast';
import { useJoinSubmit } from '../hooks/use-join-submit';
import {
  digitsOnly,
  emptyJoinValues,
  feeInput,
  toJoinPayload,
  type JoinValues,
} from '../lib/join-values';
import { AvailabilityPicker } from '#components/availability-picker/availability-picker';
import {
  ExperienceField,
  NameField,
  ProfessionalTitleField,
  QualificationsField,
} from '#components/therapist-fields/credential-fields';
import { DocumentsPicker, PhotoPicker } from '#components/therapist-fields/file-pickers';
import { PickList } from '#components/therapist-fields/pick-list';
import { SessionModeField } from '#components/therapist-fields/session-mode-field';
import { paths } from '#config/paths';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-7"
    >
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

const selectClasses = (invalid: boolean) => inputClasses(invalid, 'appearance-auto');

/** The therapist join form (booking-and-payments.md §2, §4, §5). */
export function JoinForm() {
  const [values, setValues] = useState<JoinValues>(emptyJoinValues);
  const [photo, setPhoto] = useState<File | null>(null);
  const [documents, setDocuments] = useState<File[]>([]);
  const [errors, setErrors] = useState<JoinFormErrors>({});
  const [checked, setChecked] = useState(false);

  const check = (v: JoinValues, hasImage: boolean) =>
    validateJoinForm({
      payload: toJoinPayload(v),
      confirmPassword: v.confirmPassword,
      agreed: v.agreed,
      hasImage,
    });

  const { submit, submitting, progress, humanCheckWidget } = useJoinSubmit({
    onSuccess: () => {
      setValues(emptyJoinValues());
      setPhoto(null);
      setDocuments([]);
      setErrors({});
      setChecked(false);
    },
  });

  const set = <K extends keyof JoinValues>(key: K, value: JoinValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (checked) setErrors(check(next, photo !== null));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = check(values, photo !== null);
    setErrors(found);
    setChecked(true);
    const first = firstJoinError(found);
    if (first !== undefined) {
      showError(first, { id: 'join' });
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    submit(values, { photo: photo!, documents });
  };

  const err = (key: string) => errors[key];

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Join as a therapist" className="grid gap-6">
      <Section title="Your photo" hint="Clients see it on your profile and card.">
        <PhotoPicker
          photo={photo}
          error={err('image')}
          onChange={(file) => {
            setPhoto(file);
            if (checked) setErrors(check(values, file !== null));
          }}
        />
      </Section>

      <Section title="About you" hint="You sign in with this email and password.">
        <NameField value={values.name} onChange={(v) => set('name', v)} error={err('name')} />
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={err('email')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={err('password')}
          />
          <PasswordField
            label="Confirm password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
            error={err('confirmPassword')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            required
            value={values.phone}
            onChange={(e) => set('phone', digitsOnly(e.target.value, 10))}
            error={err('phone')}
          />
          <Field label="Gender" required>
            {(control) => (
              <select
                {...control}
                name="gender"
                value={values.gender}
                onChange={(e) => set('gender', e.target.value as JoinValues['gender'])}
                className={selectClasses(false)}
              >
                {GENDERS.map((g) => (
                  <option key={g}>{g}</option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </Section>

      <Section title="Your practice">
        <ProfessionalTitleField
          value={values.professionalTitle}
          onChange={(v) => set('professionalTitle', v)}
          error={err('professionalTitle')}
        />
        <QualificationsField
          value={values.degree}
          onChange={(v) => set('degree', v)}
          error={err('degree')}
        />
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-800">Qualification documents</p>
          <DocumentsPicker documents={documents} onChange={setDocuments} />
        </div>
        <ExperienceField
          value={values.experience}
          onChange={(v) => set('experience', v)}
          error={err('experience')}
        />
        <Field
          label="Bio"
          required
          error={err('about')}
          hint={`${values.about.length}/${JOIN_LIMITS.aboutChars} characters`}
        >
          {(control) => (
            <textarea
              {...control}
              name="about"
              rows={6}
              maxLength={JOIN_LIMITS.aboutChars}
              placeholder="How you work and whom you help"
              value={values.about}
              onChange={(e) => set('about', e.target.value)}
              className={inputClasses(Boolean(err('about')), 'resize-y')}
            />
          )}
        </Field>
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
      </Section>

      <Section
        title="Sessions"
        hint="Times are in IST. Clients book one-hour sessions starting on the hour."
      >
        <SessionModeField
          value={values.sessionModes}
          onChange={(v) => set('sessionModes', v)}
          error={err('sessionModes')}
          required
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            Weekly availability
            <span className="ml-0.5 text-danger-700" aria-hidden="true">
              *
            </span>
          </legend>
          <AvailabilityPicker
            week={values.week}
            onChange={(w) => set('week', w)}
            error={err('timeSlots')}
          />
        </fieldset>
        <TextField
          label="Hourly fee (₹ INR)"
          name="fees"
          inputMode="decimal"
          required
          value={values.fees}
          onChange={(e) => set('fees', feeInput(e.target.value))}
          error={err('fees')}
          className="sm:max-w-48"
        />
        <PickList
          label="Areas of expertise"
          options={CONCERN_CATEGORIES}
          value={values.expertise}
          onChange={(v) => set('expertise', v)}
          error={err('expertise')}
        />
      </Section>

      <Section
        title="Where you practise"
        hint="The address and pin code are needed when you offer In-Person sessions."
      >
        <TextField
          label="City/Town/Village"
          name="city"
          autoComplete="address-level2"
          required
          value={values.city}
          onChange={(e) => set('city', e.target.value)}
          onBlur={() => values.city && set('city', titleCase(values.city))}
          error={err('location.city')}
        />
        <TextField
          label="Address line 1"
          name="line1"
          autoComplete="address-line1"
          value={values.line1}
          onChange={(e) => set('line1', e.target.value)}
          error={err('address')}
        />
        <TextField
          label="Address line 2"
          name="line2"
          autoComplete="address-line2"
          value={values.line2}
          onChange={(e) => set('line2', e.target.value)}
        />
        <TextField
          label="Pin code"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.pincode}
          onChange={(e) => set('pincode', digitsOnly(e.target.value, 6))}
          error={err('address.pincode')}
          className="sm:max-w-48"
        />
      </Section>

      <div className="grid gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-7">
        <div>
          <label className="inline-flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              name="terms"
              className="mt-1 size-4 accent-primary-700"
              checked={values.agreed}
              aria-invalid={Boolean(err('terms'))}
              aria-describedby={err('terms') ? 'join-terms-error' : undefined}
              onChange={(e) => set('agreed', e.target.checked)}
            />
            <span className="text-slate-800">
              I agree to the{' '}
              <Link
                to={paths.terms()}
                className="font-medium text-primary-700 underline underline-offset-4 hover:text-primary-900"
              >
                terms and conditions
              </Link>
            </span>
          </label>
          {err('terms') ? (
            <p id="join-terms-error" className="mt-1 text-sm font-medium text-danger-700">
              {err('terms')}
            </p>
          ) : null}
        </div>
        {humanCheckWidget}
        {progress !== null ? (
          <ProgressBar label="Uploading your photo and documents" value={progress} />
        ) : null}
        <button
          type="submit"
          disabled={submitting}
          className={buttonClasses('accent', 'lg', 'w-full sm:w-auto sm:justify-self-start')}
        >
          {submitting ? 'Submitting...' : 'Submit Application'}
        </button>
      </div>
    </form>
  );
}
