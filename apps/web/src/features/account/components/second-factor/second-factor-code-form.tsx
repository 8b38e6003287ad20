import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { SecondFactorProofInput } from '@restora/shared/contracts/second-factor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormAlert } from '@/components/ui/form-alert';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/second-factor').then((m) => m.secondFactorProofSchema),
);

type Props = {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Sends the code; throws an ApiError for a wrong one (shown on the field) or another failure. */
  onVerify: (input: SecondFactorProofInput) => Promise<unknown>;
  /** Extra controls under the submit button (a way back). */
  footer?: ReactNode;
};

/**
 * A code from the authenticator app, or, by a switch, a backup code (docs/decisions/second-factors.md):
 * sign-in's second step, a step-up, the back office's check.
 */
export function SecondFactorCodeForm({ label, submitLabel, onVerify, footer }: Props) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SecondFactorProofInput>({ resolver, defaultValues: { method: 'totp', code: '' } });
  const { errors, isSubmitting } = form.formState;
  const [method, setMethod] = useState<SecondFactorProofInput['method']>('totp');
  const totp = method === 'totp';

  const switchMethod = () => {
    const next = totp ? 'backup_code' : 'totp';
    setMethod(next);
    form.reset({ method: next, code: '' });
    setFormError(null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onVerify(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['code']));
    }
  });

  return (
    <form onFocus={resolver.preload} noValidate onSubmit={onSubmit} aria-label={label} className="grid gap-5">
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <input type="hidden" {...form.register('method')} />
        <FormField
          id={`${id}-code`}
          label={totp ? 'Authentication code' : 'Backup code'}
          error={errors.code?.message}
          hint={
            totp
              ? 'Enter the 6-digit code from your authenticator app.'
              : 'Enter one of the backup codes you saved when you set up the app. Each works once.'
          }
        >
          {(aria) => (
            <Input
              autoComplete="one-time-code"
              inputMode={totp ? 'numeric' : 'text'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={totp ? 6 : 11}
              className="font-mono tracking-widest"
              {...aria}
              {...form.register('code')}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? 'Checking...' : submitLabel}
        </Button>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button variant="link" className="h-auto" onClick={switchMethod}>
          {totp ? 'Use a backup code' : 'Use the authenticator app'}
        </Button>
        {footer}
      </div>
    </form>
  );
}
