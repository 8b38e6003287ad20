import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { ForgotPasswordInput } from '@restora/shared/contracts/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useForgotPassword } from '../api/forgot-password';
import { FormAlert } from '@/components/ui/form-alert';
import { Notice } from './notice';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/account').then((m) => m.forgotPasswordSchema),
);

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const id = useId();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver, defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email']));
    }
  });

  if (forgot.isSuccess) {
    return (
      <Notice
        role="status"
        focus
        actions={
          <Button asChild variant="outline">
            <Link to={paths.auth.to()}>Back to sign in</Link>
          </Button>
        }
      >
        {forgot.data.message}
      </Notice>
    );
  }

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={onSubmit}
      aria-label="Forgot password"
      className="grid gap-5"
    >
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
          {(aria) => <Input type="email" autoComplete="email" {...aria} {...form.register('email')} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </fieldset>
    </form>
  );
}
