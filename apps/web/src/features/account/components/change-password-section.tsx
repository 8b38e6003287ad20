import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ChangePasswordInput } from '@restora/shared/contracts/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './account-section';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordStrength } from './password-strength';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/account').then((m) => m.changePasswordSchema),
);

export function ChangePasswordSection() {
  const id = useId();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      form.reset();
      toast({ title: 'Password changed', description: 'Other devices have been signed out.' });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['currentPassword', 'newPassword']));
    }
  });

  return (
    <AccountSection title="Change password">
      <form
        onFocus={resolver.preload}
        noValidate
        onSubmit={onSubmit}
        aria-label="Change password"
        className="grid gap-5"
      >
        <FormAlert message={formError} />
        <fieldset disabled={isSubmitting} className="grid gap-5">
          <FormField id={`${id}-current`} label="Current password" error={errors.currentPassword?.message}>
            {(aria) => (
              <PasswordInput
                autoComplete="current-password"
                {...aria}
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-new`}
            label="New password"
            error={errors.newPassword?.message}
            hint="At least 8 characters. Other devices signed in to your account will be signed out."
          >
            {(aria) => (
              <PasswordInput autoComplete="new-password" {...aria} {...form.register('newPassword')} />
            )}
          </FormField>
          <PasswordStrength password={newPassword} id={`${id}-strength`} />
          <div>
            <Button type="submit" size="lg">
              {isSubmitting ? 'Saving...' : 'Change password'}
            </Button>
          </div>
        </fieldset>
      </form>
    </AccountSection>
  );
}
