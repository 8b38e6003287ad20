import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { RegisterInput } from '@restora/shared/contracts/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useSignUp } from '../api/sign-up';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { CheckEmailNotice } from './check-email-notice';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordStrength } from './password-strength';

type RegisterFormProps = {
  /** Where the person was going (a safe path), kept in the link the mail carries. */
  returnTo: string | null;
  onSwitch: () => void;
};

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/auth').then((m) => m.registerSchema),
);

/**
 * The Register tab. Once sent it shows "Check your e-mail" in its place: the link in the mail confirms the
 * address, signs in and goes on to `returnTo` (docs/decisions/account-recovery.md).
 */
export function RegisterForm({ returnTo, onSwitch }: RegisterFormProps) {
  const id = useId();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver,
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { email } = await signUp.mutateAsync({ ...values, ...(returnTo && { returnTo }) });
      setSentTo(email);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['name', 'email', 'password']));
    }
  });

  if (sentTo !== null) {
    return <CheckEmailNotice email={sentTo} onRegisterAgain={() => setSentTo(null)} onSwitch={onSwitch} />;
  }

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={onSubmit}
      aria-label="Register"
      className="grid gap-5"
    >
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(aria) => <Input autoComplete="name" {...aria} {...form.register('name')} />}
        </FormField>
        <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
          {(aria) => <Input type="email" autoComplete="email" {...aria} {...form.register('email')} />}
        </FormField>
        <FormField
          id={`${id}-password`}
          label="Password"
          error={errors.password?.message}
          hint="At least 8 characters. A few unrelated words make a strong, memorable password."
        >
          {(aria) => <PasswordInput autoComplete="new-password" {...aria} {...form.register('password')} />}
        </FormField>
        <PasswordStrength password={password} id={`${id}-strength`} />
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </fieldset>
      <p className="text-center text-sm text-sand-700">
        Already have an account?{' '}
        <Button variant="link" className="h-auto" onClick={onSwitch}>
          Sign in
        </Button>
      </p>
    </form>
  );
}
