import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { InvitationAccountFormInput } from '@restora/shared/contracts/partners';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormAlert } from '@/components/ui/form-alert';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/partners').then((m) => m.invitationAccountFormSchema),
);

type Props = {
  email: string;
  onSubmit: (values: { name: string; password: string }) => Promise<unknown>;
  /** The strength meter under the password (the account feature's, handed in by the page). */
  strength: (password: string, id: string) => ReactNode;
};

/** The invited address has no account: a name and a password make one, with the address verified. */
export function InvitationAccountForm({ email, onSubmit, strength }: Props) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InvitationAccountFormInput>({
    resolver,
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async ({ name, password }) => {
    setFormError(null);
    try {
      await onSubmit({ name, password });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['name', 'password']));
    }
  });

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={submit}
      aria-label="Create your partner account"
      className="grid gap-5"
    >
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <FormField id={`${id}-email`} label="E-mail" hint="The invitation was sent here; it signs you in.">
          {(aria) => <Input type="email" value={email} readOnly autoComplete="username" {...aria} />}
        </FormField>
        <FormField id={`${id}-name`} label="Your name" error={errors.name?.message}>
          {(aria) => <Input autoComplete="name" {...aria} {...form.register('name')} />}
        </FormField>
        <FormField
          id={`${id}-password`}
          label="Password"
          error={errors.password?.message}
          hint="At least 8 characters. A few unrelated words make a strong, memorable password."
        >
          {(aria) => <PasswordInput autoComplete="new-password" {...aria} {...form.register('password')} />}
        </FormField>
        {strength(password, `${id}-strength`)}
        <FormField id={`${id}-confirm`} label="Confirm password" error={errors.confirmPassword?.message}>
          {(aria) => (
            <PasswordInput autoComplete="new-password" {...aria} {...form.register('confirmPassword')} />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? 'Creating your account...' : 'Create account and accept'}
        </Button>
      </fieldset>
    </form>
  );
}
