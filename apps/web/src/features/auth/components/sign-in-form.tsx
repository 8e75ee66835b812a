import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { loginBody, type LoginBody } from '@app/domain/schemas/account';
import { successMessage } from '@app/domain/messages';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { callErrorMessage } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';
import { showError, showSuccess } from '../../../lib/toast';
import { login } from '../api/login';
import { FormAlert } from '../../../components/ui/form-alert';

/** Sign in with email and password; the page redirects once the token is stored. */
export function SignInForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      showSuccess(successMessage(data.message));
      setToken(data.token);
    },
    onError: (error) => {
      const message = callErrorMessage(error, 'POST /api/user/login');
      setFailure(message);
      showError(message, { id: 'sign-in-failed' });
    },
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      setFailure(null);
      mutation.mutate(values);
    },
    (invalid) => {
      const first = invalid.email?.message ?? invalid.password?.message;
      if (first) showError(first, { id: 'sign-in-invalid' });
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Sign in">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-1.5">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Link
          to="/forgot-password"
          className="justify-self-end rounded-sm py-1 text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <button
        type="submit"
        disabled={mutation.isPending}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {mutation.isPending ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
