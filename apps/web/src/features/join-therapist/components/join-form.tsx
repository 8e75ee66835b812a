import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { GENDERS } from '@app/domain/catalogues';
import { buttonClasses } from '#components/ui/button';
import { EmailField, Field, inputClasses, TextField } from '#components/ui/form-field';
import { PasswordField } from '#components/ui/password-field';
import { ProgressBar } from '#components/ui/progress-bar';
import { showError } from '#lib/toast';
import { drawnControls, valuesTypedBeforeAdoption } from '#lib/drawn-form-values';
import { useHydrated } from '#lib/use-hydrated';
import { preloadSubmit, useJoinSubmit } from '../hooks/use-join-submit';
import { emptyJoinValues, type JoinValues } from '../lib/join-values';
import { AvailabilityPicker } from '#components/availability-picker/availability-picker';
import {
  ExperienceField,
  NameField,
  ProfessionalTitleField,
  QualificationsField,
} from '#components/therapist-fields/credential-fields';
import { DocumentsPicker, PhotoPicker } from '#components/therapist-fields/file-pickers';
import {
  AddressFields,
  BioField,
  HindiBioField,
  CityField,
  digitsOnly,
  FeeField,
  PracticePickList,
  SessionModesField,
  useRecheckAfterSubmit,
} from '#components/therapist-fields/practice-fields';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { displayName } from '@app/domain/i18n/display-names';
import { formMessage } from '@app/domain/i18n/form-words';
import { JOIN } from '../lib/join-words';

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

const selectClasses = inputClasses(false, 'appearance-auto');

const JOIN_FORM_ID = 'join-form';

const loadRules = () => import('../lib/join-rules');
/** Started when the focus or a finger first reaches the form, so a send rarely waits for them. */
const preloadRules = () => {
  void loadRules().catch(() => undefined);
  preloadSubmit();
};
const joinResolver: Resolver<JoinValues> = async (...args) =>
  (await loadRules()).joinResolver(...args);

/** The therapist join form (booking-and-payments.md §2, §4, §5). */
export function JoinForm() {
  const adopting = !useHydrated();
  // Adopting the server's drawing: keep what was typed into it before this code arrived.
  const [startValues] = useState(() =>
    adopting
      ? valuesTypedBeforeAdoption(emptyJoinValues(), drawnControls(JOIN_FORM_ID))
      : emptyJoinValues(),
  );
  const form = useForm<JoinValues>({
    resolver: joinResolver,
    defaultValues: startValues,
    shouldFocusError: false,
  });
  const { control, register, formState } = form;
  const t = useT();
  useRecheckAfterSubmit(form);
  const err = (key: 'email' | 'password' | 'confirmPassword' | 'phone') =>
    formMessage(t, formState.errors[key]?.message);
  const termsError = formMessage(t, formState.errors.agreed?.message);

  // A failed send keeps every value; only a sent application empties the form.
  const { submit, submitting, progress, humanCheckWidget } = useJoinSubmit({
    onSuccess: () => form.reset(emptyJoinValues()),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const sent = event.currentTarget;
    const announceFirstError = async () => {
      const first = (await loadRules()).firstJoinErrorOf(form.getValues());
      if (first !== undefined) showError(formMessage(t, first) ?? first, { id: 'join' });
      requestAnimationFrame(() =>
        sent.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    };
    void form.handleSubmit((values) => {
      if (!submitting) submit(values, { photo: values.photo!, documents: values.documents });
    }, announceFirstError)(event);
  };

  return (
    <form
      id={JOIN_FORM_ID}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadRules}
      onTouchStart={preloadRules}
      aria-label={t(JOIN.form)}
      className="grid gap-6"
    >
      <Section title={t(JOIN.photo)} hint={t(JOIN.photoHint)}>
        <Controller
          control={control}
          name="photo"
          render={({ field, fieldState }) => (
            <PhotoPicker
              photo={field.value}
              error={formMessage(t, fieldState.error?.message)}
              onChange={field.onChange}
            />
          )}
        />
      </Section>

      <Section title={t(JOIN.aboutYou)} hint={t(JOIN.aboutYouHint)}>
        <NameField control={control} />
        <EmailField {...register('email')} error={err('email')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label={t(JOIN.password)}
            autoComplete="new-password"
            required
            {...register('password')}
            error={err('password')}
          />
          <PasswordField
            label={t(JOIN.confirmPassword)}
            autoComplete="new-password"
            required
            {...register('confirmPassword')}
            error={err('confirmPassword')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <TextField
                label={t(JOIN.phone)}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t(JOIN.phonePlaceholder)}
                required
                {...field}
                onChange={(e) => field.onChange(digitsOnly(e.target.value, 10))}
                error={err('phone')}
              />
            )}
          />
          <Field label={t(JOIN.gender)} required>
            {(aria) => (
              <select {...aria} {...register('gender')} className={selectClasses}>
                {GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {displayName(t, 'gender', g)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </Section>

      <Section title={t(JOIN.practice)}>
        <ProfessionalTitleField control={control} />
        <QualificationsField control={control} />
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-800">{t(JOIN.documents)}</p>
          <Controller
            control={control}
            name="documents"
            render={({ field }) => (
              <DocumentsPicker documents={field.value} onChange={field.onChange} />
            )}
          />
        </div>
        <ExperienceField control={control} />
        <BioField control={control} />
        <HindiBioField control={control} />
        <PracticePickList control={control} name="specialities" />
        <PracticePickList control={control} name="languages" />
      </Section>

      <Section title={t(JOIN.sessions)} hint={t(JOIN.sessionsHint)}>
        <SessionModesField control={control} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            {t(JOIN.weekly)}
            <span className="ml-0.5 text-danger-700" aria-hidden="true">
              *
            </span>
          </legend>
          <Controller
            control={control}
            name="week"
            render={({ field, fieldState }) => (
              <AvailabilityPicker
                week={field.value}
                onChange={field.onChange}
                error={formMessage(t, fieldState.error?.message)}
              />
            )}
          />
        </fieldset>
        <FeeField control={control} />
        <PracticePickList control={control} name="expertise" />
      </Section>

      <Section title={t(JOIN.where)} hint={t(JOIN.whereHint)}>
        <CityField control={control} />
        <AddressFields control={control} />
      </Section>

      <div className="grid gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-7">
        <div>
          <label className="inline-flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-primary-700"
              aria-invalid={Boolean(termsError)}
              aria-describedby={termsError ? 'join-terms-error' : undefined}
              {...register('agreed')}
            />
            <span className="text-slate-800">
              {t.parts<ReactNode>(JOIN.agree, {
                link: (chunks) => (
                  <Link
                    key="terms"
                    to={paths.terms()}
                    className="font-medium text-primary-700 underline underline-offset-4 hover:text-primary-900"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </label>
          {termsError ? (
            <p id="join-terms-error" className="mt-1 text-sm font-medium text-danger-700">
              {termsError}
            </p>
          ) : null}
        </div>
        {humanCheckWidget}
        {progress !== null ? <ProgressBar label={t(JOIN.uploading)} value={progress} /> : null}
        <button
          type="submit"
          disabled={submitting}
          className={buttonClasses('accent', 'lg', 'w-full sm:w-auto sm:justify-self-start')}
        >
          {submitting ? t(JOIN.submitting) : t(JOIN.submit)}
        </button>
      </div>
    </form>
  );
}
