import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TurnOffSecondFactorInput } from '@restora/shared/contracts/second-factor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSecondFactorStatus } from '@/features/account/api/get-second-factor-status';
import { useRegenerateBackupCodes } from '@/features/account/api/regenerate-backup-codes';
import { useTurnOffSecondFactor } from '@/features/account/api/turn-off-second-factor';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordFirstForm } from '../password-first-form';
import { BackupCodes } from './backup-codes';

const codesResolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/second-factor').then((m) => m.regenerateBackupCodesSchema),
);
const offResolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/second-factor').then((m) => m.turnOffSecondFactorSchema),
);

/** New backup codes, with the password; shows them once. */
export function RegenerateBackupCodes({ onClose }: { onClose: () => void }) {
  const regenerate = useRegenerateBackupCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes)
    return (
      <div className="grid gap-4">
        <BackupCodes codes={codes} />
        <div>
          <Button onClick={onClose}>I have saved my backup codes</Button>
        </div>
      </div>
    );
  return (
    <PasswordFirstForm
      label="New backup codes"
      hint="Your old backup codes stop working."
      resolver={codesResolver}
      submit={async (values) => setCodes((await regenerate.mutateAsync(values)).backupCodes)}
      submitLabel="Make new backup codes"
      busyLabel="Making..."
      onCancel={onClose}
    />
  );
}

/** Turns the app off: the password and a code from the app (or a backup code). */
export function TurnOffSecondFactor({ onClose }: { onClose: () => void }) {
  const id = useId();
  const turnOff = useTurnOffSecondFactor();
  const passkeys = useSecondFactorStatus().data?.passkeys ?? 0;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TurnOffSecondFactorInput>({
    resolver: offResolver,
    defaultValues: { password: '', method: 'totp', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await turnOff.mutateAsync(values);
      toast({
        title: 'Authenticator app turned off',
        description:
          passkeys > 0 ? 'Sign-in asks for one of your passkeys.' : 'Sign-in asks for your password only.',
      });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['password', 'code']));
    }
  });
  return (
    <form
      onFocus={offResolver.preload}
      noValidate
      onSubmit={onSubmit}
      aria-label="Turn off the authenticator app"
      className="grid gap-5"
    >
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <input type="hidden" {...form.register('method')} />
        <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
          {(aria) => (
            <PasswordInput autoComplete="current-password" {...aria} {...form.register('password')} />
          )}
        </FormField>
        <FormField
          id={`${id}-code`}
          label="Authentication code"
          error={errors.code?.message}
          hint="Enter the 6-digit code from your authenticator app."
        >
          {(aria) => (
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              className="font-mono tracking-widest"
              {...aria}
              {...form.register('code')}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="outline">
            {isSubmitting ? 'Turning off...' : 'Turn off'}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
