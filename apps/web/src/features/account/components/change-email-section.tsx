import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangeEmailInput } from '@restora/shared/contracts/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useChangeEmail } from '../api/change-email';
import { AccountSection } from './account-section';
import { FormAlert } from '@/components/ui/form-alert';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/account').then((m) => m.changeEmailSchema),
);

export function ChangeEmailSection() {
  const id = useId();
  const change = useChangeEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({ resolver, defaultValues: { newEmail: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSent(null);
    try {
      const { message } = await change.mutateAsync(values);
      form.reset();
      setSent(message);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['newEmail', 'password']));
    }
  });

  return (
    <AccountSection
      title="Change e-mail"
      description="We will send a link to the new address. Your account keeps its current address until you open it."
    >
      <form
        onFocus={resolver.preload}
        noValidate
        onSubmit={onSubmit}
        aria-label="Change e-mail"
        className="grid gap-5"
      >
        <FormAlert message={formError} />
        <fieldset disabled={isSubmitting} className="grid gap-5">
          <FormField id={`${id}-email`} label="New e-mail" error={errors.newEmail?.message}>
            {(aria) => <Input type="email" autoComplete="email" {...aria} {...form.register('newEmail')} />}
          </FormField>
          {/* No show/hide button here: one named "Show password" would also answer to "Password" (voice
              control, getByLabel), and this field only proves who is asking. */}
          <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
            {(aria) => (
              <Input
                type="password"
                autoComplete="current-password"
                {...aria}
                {...form.register('password')}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" size="lg">
              {isSubmitting ? 'Sending...' : 'Send confirmation link'}
            </Button>
          </div>
        </fieldset>
      </form>
      {/* Present from the start, so that screen readers announce the message when it appears. */}
      <div role="status">
        {sent ? (
          <p className="mt-5 rounded-xl border border-primary-200 bg-primary-50 px-4 py-3 text-sm text-primary-900">
            {sent}
          </p>
        ) : null}
      </div>
    </AccountSection>
  );
}
