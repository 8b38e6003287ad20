import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { ResetPasswordFormInput } from '@restora/shared/contracts/account';
import { LINK_EXPIRED } from '@restora/shared/domain/account-texts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useResetLinkStatus } from '../api/check-reset-link';
import { useResetPassword } from '../api/reset-password';
import { expiredLinkMessage } from '../hooks/use-one-time-link';
import { FormAlert } from '@/components/ui/form-alert';
import { LinkExpiredNotice } from './link-expired-notice';
import { Notice } from './notice';
import { PasswordStrength } from './password-strength';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/account').then((m) => m.resetPasswordFormSchema),
);

/**
 * /reset-password: a new password for the link's token, or the way to a new link when it cannot be used.
 * The link is checked as the page opens, so a dead one says so before anything is typed
 * (docs/decisions/account-recovery.md).
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const check = useResetLinkStatus(token);
  const reset = useResetPassword();
  const refusedOnSubmit = expiredLinkMessage(reset.error);
  const expired =
    refusedOnSubmit ?? (check.data?.valid === false ? LINK_EXPIRED : expiredLinkMessage(check.error));

  if (reset.isSuccess) {
    return (
      <Notice
        role="status"
        focus
        actions={
          <Button asChild>
            <Link to={paths.auth.to()}>Sign in</Link>
          </Button>
        }
      >
        {reset.data.message}
      </Notice>
    );
  }
  if (!token || expired !== null) {
    return (
      <LinkExpiredNotice
        message={expired}
        focus={refusedOnSubmit !== null}
        actions={
          <Button asChild>
            <Link to={paths.forgotPassword.to()}>Send a new link</Link>
          </Button>
        }
      />
    );
  }
  // A check that failed for another reason (the network) leaves the form: the reset itself will tell.
  if (check.isPending) return <p role="status">Checking your link...</p>;
  return <NewPasswordForm onSubmit={(password) => reset.mutateAsync({ token, password })} />;
}

function NewPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<unknown> }) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordFormInput>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values.password);
    } catch (error) {
      // A refused token replaces this form (above); anything else is told here.
      if (expiredLinkMessage(error) === null) {
        setFormError(applyServerErrors(error, form.setError, ['password']));
      }
    }
  });

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={submit}
      aria-label="Reset password"
      className="grid gap-5"
    >
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <FormField
          id={`${id}-password`}
          label="New password"
          error={errors.password?.message}
          hint="At least 8 characters. A few unrelated words make a strong, memorable password."
        >
          {(aria) => <PasswordInput autoComplete="new-password" {...aria} {...form.register('password')} />}
        </FormField>
        <PasswordStrength password={password} id={`${id}-strength`} />
        <FormField id={`${id}-confirm`} label="Confirm new password" error={errors.confirmPassword?.message}>
          {(aria) => (
            <PasswordInput autoComplete="new-password" {...aria} {...form.register('confirmPassword')} />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </fieldset>
    </form>
  );
}
