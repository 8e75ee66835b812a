import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  updateProfileBody,
  type UpdateProfileBody,
  type UserData,
} from '@app/domain/schemas/account';
import { formMessage } from '@app/domain/i18n/form-words';
import { PROFILE as W } from '../lib/profile-words';
import { useT } from '#lib/i18n/i18n-context';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { TextField } from '#components/ui/form-field';
import { callErrorMessage, isApiError } from '#lib/api-client';
import { dismissToast, showError, showSuccess } from '#lib/toast';
import { useUpdateProfile } from '../api/update-profile';

type Props = { profile: UserData; onCancel: () => void; onSaved: () => void };

/** Edit mode: names and username. On failure the typed values stay in place. */
export function ProfileForm({ profile, onCancel, onSaved }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBody),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      username: profile.username,
    },
  });
  const { errors } = form.formState;
  const mutation = useUpdateProfile();

  const onSubmit = form.handleSubmit(
    (values) => {
      setFailure(null);
      dismissToast('profile');
      mutation.mutate(values, {
        onSuccess: () => {
          showSuccess(t(W.updated), { id: 'profile' });
          onSaved();
        },
        onError: (error) => {
          const message = callErrorMessage(error, 'POST /api/user/update-profile');
          if (isApiError(error) && error.code === 'USERNAME_TAKEN') {
            form.setError('username', { message }, { shouldFocus: true });
          } else {
            setFailure(message);
          }
          showError(message, { id: 'profile' });
        },
      });
    },
    (invalid) => {
      const first = formMessage(
        t,
        invalid.firstName?.message ?? invalid.lastName?.message ?? invalid.username?.message,
      );
      if (first) showError(first, { id: 'profile' });
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t(W.form)} className="grid gap-5">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t(W.firstName)}
          placeholder={t(W.firstNamePlaceholder)}
          autoComplete="given-name"
          required
          error={formMessage(t, errors.firstName?.message)}
          {...form.register('firstName')}
        />
        <TextField
          label={t(W.lastName)}
          placeholder={t(W.lastNamePlaceholder)}
          autoComplete="family-name"
          required
          error={formMessage(t, errors.lastName?.message)}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label={t(W.username)}
        placeholder={t(W.usernamePlaceholder)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t(W.usernameHint)}
        error={formMessage(t, errors.username?.message)}
        {...form.register('username')}
      />
      <TextField
        label={
          <>
            {t(W.email)} <span className="font-normal text-slate-500">{t(W.cannotChange)}</span>
          </>
        }
        type="email"
        value={profile.email}
        readOnly
      />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          disabled={mutation.isPending}
          className={buttonClasses('secondary', 'md')}
        >
          {t(W.cancel)}
        </button>
        <button
          type="submit"
          disabled={mutation.isPending}
          className={buttonClasses('primary', 'md')}
        >
          {mutation.isPending ? t(W.saving) : t(W.save)}
        </button>
      </div>
    </form>
  );
}
