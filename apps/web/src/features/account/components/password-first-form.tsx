import { useId, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { FormAlert } from '@/components/ui/form-alert';

type PasswordOnly = { password: string };

/**
 * The password alone, asked before a change to how the account signs in (an authenticator app, new backup
 * codes, a passkey: docs/decisions/second-factors.md). `submit` does the change: a field error from the
 * server lands on the password, and a message it returns is shown over the form. The form keeps what was
 * typed on a failure.
 */
export function PasswordFirstForm({
  label,
  hint,
  resolver,
  submit,
  submitLabel,
  busyLabel,
  onCancel,
  initialError = null,
}: {
  /** The form's accessible name. */
  label: string;
  hint: ReactNode;
  resolver: Resolver<PasswordOnly> & { preload: () => void };
  submit: (values: PasswordOnly) => Promise<string | null | void>;
  submitLabel: string;
  /** While `submit` runs. */
  busyLabel: string;
  onCancel?: (() => void) | undefined;
  initialError?: string | null;
}) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(initialError);
  const form = useForm<PasswordOnly>({ resolver, defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const message = await submit(values);
      if (message) setFormError(message);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['password']));
    }
  });
  return (
    <form onFocus={resolver.preload} noValidate onSubmit={onSubmit} aria-label={label} className="grid gap-5">
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <FormField id={`${id}-password`} label="Password" error={errors.password?.message} hint={hint}>
          {(aria) => (
            <PasswordInput autoComplete="current-password" {...aria} {...form.register('password')} />
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{isSubmitting ? busyLabel : submitLabel}</Button>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
