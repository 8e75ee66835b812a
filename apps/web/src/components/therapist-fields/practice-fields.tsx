import { useEffect } from 'react';
import {
  useController,
  useFormState,
  type Control,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { CONCERN_CATEGORIES, LANGUAGES, SPECIALITY_TAGS } from '@app/domain/catalogues';
import { JOIN_LIMITS, titleCase } from '@app/domain/schemas/therapist-join-basics';
import { Field, inputClasses, TextField } from '../ui/form-field';
import { PickList } from './pick-list';
import { SessionModeField } from './session-mode-field';
import { formMessage } from '@app/domain/i18n/form-words';
import { useT } from '#lib/i18n/i18n-context';
import { FIELD_WORDS } from './field-words';

/**
 * A therapist's practice as the join form and the dashboard's profile form edit it: the same
 * names as the API payload (`location.city`, `address.pincode`), so the domain schema's issues
 * land on their fields, with the same labels, limits and input rules in both forms.
 */
export type PracticeFieldValues = {
  about: string;
  /** The optional introduction in Hindi ('' when none). */
  aboutHi?: string;
  fees: string;
  specialities: readonly string[];
  languages: readonly string[];
  sessionModes: readonly string[];
  expertise: readonly string[];
  location: { city: string };
  // Optional as in the payload (the schema defaults it); the forms always start it filled.
  address?: { line1?: string; line2?: string; pincode?: string };
};

/** The control of any form whose values hold the practice fields (and whatever else it asks). */
type PracticeControl<T extends PracticeFieldValues, O> = { control: Control<T, unknown, O> };

// A form's control is typed by all its values, and react-hook-form's Control is invariant in
// them; every form of this set holds the practice fields, so its control reads them as such.
const practice = <T extends PracticeFieldValues, O>(control: Control<T, unknown, O>) =>
  control as unknown as Control<PracticeFieldValues>;

type Name =
  'about' | 'aboutHi' | 'fees' | 'specialities' | 'languages' | 'sessionModes' | 'expertise';

export const digitsOnly = (s: string, max: number) => s.replace(/\D/g, '').slice(0, max);
/** Fees are numeric: digits and one decimal point. */
export const feeInput = (s: string) =>
  s
    .replace(/[^\d.]/g, '')
    .replace(/(\..*)\./g, '$1')
    .slice(0, 9);

function useField<T extends PracticeFieldValues, O, N extends Name>(
  control: Control<T, unknown, O>,
  name: N,
) {
  const { field, fieldState } = useController({ control: practice(control), name });
  const t = useT();
  return {
    field: field as typeof field & { value: PracticeFieldValues[N] },
    error: formMessage(t, fieldState.error?.message),
  };
}

export function BioField<T extends PracticeFieldValues, O>({ control }: PracticeControl<T, O>) {
  const { field, error } = useField(control, 'about');
  const t = useT();
  return (
    <Field
      label={t(FIELD_WORDS.bio)}
      required
      error={error}
      hint={t(FIELD_WORDS.bioCount, { count: field.value.length, max: JOIN_LIMITS.aboutChars })}
    >
      {(aria) => (
        <textarea
          {...aria}
          {...field}
          rows={6}
          maxLength={JOIN_LIMITS.aboutChars}
          placeholder={t(FIELD_WORDS.bioPlaceholder)}
          className={inputClasses(Boolean(error), 'resize-y')}
        />
      )}
    </Field>
  );
}

/** The optional Hindi introduction: Hindi pages show it instead of the English one. */
export function HindiBioField<T extends PracticeFieldValues, O>({
  control,
}: PracticeControl<T, O>) {
  const { field, error } = useField(control, 'aboutHi');
  const t = useT();
  const value = field.value ?? '';
  return (
    <Field
      label={t(FIELD_WORDS.bioHindi)}
      error={error}
      hint={t(FIELD_WORDS.bioHindiHint, { count: value.length, max: JOIN_LIMITS.aboutChars })}
    >
      {(aria) => (
        <textarea
          {...aria}
          {...field}
          value={value}
          lang="hi"
          rows={5}
          maxLength={JOIN_LIMITS.aboutChars}
          className={inputClasses(Boolean(error), 'resize-y')}
        />
      )}
    </Field>
  );
}

export function FeeField<T extends PracticeFieldValues, O>({ control }: PracticeControl<T, O>) {
  const { field, error } = useField(control, 'fees');
  const t = useT();
  return (
    <TextField
      label={t(FIELD_WORDS.fee)}
      inputMode="decimal"
      required
      {...field}
      onChange={(e) => field.onChange(feeInput(e.target.value))}
      error={error}
      className="sm:max-w-48"
    />
  );
}

const PICK_LISTS = {
  specialities: {
    label: FIELD_WORDS.specializations,
    options: SPECIALITY_TAGS,
    kind: 'speciality',
  },
  languages: { label: FIELD_WORDS.languages, options: LANGUAGES, kind: 'language' },
  expertise: { label: FIELD_WORDS.expertise, options: CONCERN_CATEGORIES, kind: 'concern' },
} as const;

export function PracticePickList<T extends PracticeFieldValues, O>({
  control,
  name,
}: PracticeControl<T, O> & { name: keyof typeof PICK_LISTS }) {
  const { field, error } = useField(control, name);
  const t = useT();
  return (
    <PickList
      label={t(PICK_LISTS[name].label)}
      kind={PICK_LISTS[name].kind}
      options={PICK_LISTS[name].options}
      value={field.value}
      onChange={field.onChange}
      error={error}
    />
  );
}

export function SessionModesField<T extends PracticeFieldValues, O>({
  control,
}: PracticeControl<T, O>) {
  const { field, error } = useField(control, 'sessionModes');
  return <SessionModeField value={field.value} onChange={field.onChange} error={error} required />;
}

export function CityField<T extends PracticeFieldValues, O>({ control }: PracticeControl<T, O>) {
  const { field, fieldState } = useController({
    control: practice(control),
    name: 'location.city',
  });
  const t = useT();
  return (
    <TextField
      label={t(FIELD_WORDS.city)}
      autoComplete="address-level2"
      required
      {...field}
      onBlur={() => {
        if (field.value) field.onChange(titleCase(field.value));
        field.onBlur();
      }}
      error={formMessage(t, fieldState.error?.message)}
    />
  );
}

/** Address lines and pin code: needed when the therapist offers In-Person sessions. */
export function AddressFields<T extends PracticeFieldValues, O>({
  control,
}: PracticeControl<T, O>) {
  const c = practice(control);
  const line1 = useController({ control: c, name: 'address.line1' });
  const line2 = useController({ control: c, name: 'address.line2' });
  const pincode = useController({ control: c, name: 'address.pincode' });
  // The address is checked as a whole (In-Person needs line 1 and the pin code): shown on line 1.
  const whole = useFormState({ control: c, name: 'address' }).errors.address?.message;
  const t = useT();
  return (
    <>
      <TextField
        label={t(FIELD_WORDS.line1)}
        autoComplete="address-line1"
        {...line1.field}
        error={formMessage(t, line1.fieldState.error?.message ?? whole)}
      />
      <TextField label={t(FIELD_WORDS.line2)} autoComplete="address-line2" {...line2.field} />
      <TextField
        label={t(FIELD_WORDS.pincode)}
        inputMode="numeric"
        autoComplete="postal-code"
        {...pincode.field}
        onChange={(e) => pincode.field.onChange(digitsOnly(e.target.value, 6))}
        error={formMessage(t, pincode.fieldState.error?.message)}
        className="sm:max-w-48"
      />
    </>
  );
}

/**
 * Once the form was sent, every change checks the whole form again: rules span fields (the
 * address with the session modes, the repeated password), so one change can clear another's error.
 */
export function useRecheckAfterSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
) {
  const { watch, trigger, formState } = form;
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (!submitted) return;
    const watching = watch(() => void trigger());
    return () => watching.unsubscribe();
  }, [submitted, watch, trigger]);
}
