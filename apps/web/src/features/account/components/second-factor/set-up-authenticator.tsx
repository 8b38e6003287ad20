import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type {
  ConfirmSecondFactorSetupInput,
  SecondFactorSetup,
} from '@restora/shared/contracts/second-factor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useConfirmSecondFactorSetup } from '@/features/account/api/confirm-second-factor-setup';
import { useStartSecondFactorSetup } from '@/features/account/api/start-second-factor-setup';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordFirstForm } from '../password-first-form';
import { BackupCodes } from './backup-codes';

// The QR encoder is loaded by this screen only (docs/decisions/second-factors.md, bundle-budget.md).
const QrCode = lazy(() => import('./qr-code'));

const passwordResolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/second-factor').then((m) => m.startSecondFactorSetupSchema),
);
const codeResolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/second-factor').then((m) => m.confirmSecondFactorSetupSchema),
);

/** The key in groups of four, as people copy it into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: the password, then a QR code (and the key as text) to scan, then the
 * app's first code, then the backup codes, shown once. `onDone` when they have been seen.
 */
export function SetUpAuthenticator({
  onDone,
  onCancel,
  onConfirmed,
}: {
  onDone: () => void;
  onCancel?: () => void;
  /** The app is on (the backup codes are about to show). */
  onConfirmed?: () => void;
}) {
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  if (backupCodes)
    return (
      <div className="grid gap-4">
        <p role="status" className="font-semibold text-primary-800">
          Your authenticator app is set up. Sign-in will ask for its code.
        </p>
        <BackupCodes codes={backupCodes} />
        <div>
          <Button onClick={onDone}>I have saved my backup codes</Button>
        </div>
      </div>
    );
  if (setup)
    return (
      <ScanAndConfirm
        setup={setup}
        onConfirmed={(codes) => {
          onConfirmed?.();
          setBackupCodes(codes);
        }}
        onCancel={onCancel}
      />
    );
  return <PasswordStep onStarted={setSetup} onCancel={onCancel} />;
}

function PasswordStep({
  onStarted,
  onCancel,
}: {
  onStarted: (setup: SecondFactorSetup) => void;
  onCancel?: (() => void) | undefined;
}) {
  const start = useStartSecondFactorSetup();
  return (
    <PasswordFirstForm
      label="Set up an authenticator app"
      hint="Your password first, to show it is you."
      resolver={passwordResolver}
      submit={async (values) => onStarted(await start.mutateAsync(values))}
      submitLabel="Continue"
      busyLabel="Checking..."
      onCancel={onCancel}
    />
  );
}

function ScanAndConfirm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: SecondFactorSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel?: (() => void) | undefined;
}) {
  const id = useId();
  const confirm = useConfirmSecondFactorSetup();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConfirmSecondFactorSetupInput>({
    resolver: codeResolver,
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onConfirmed((await confirm.mutateAsync(values)).backupCodes);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['code']));
    }
  });
  return (
    <div className="grid gap-6">
      <ol className="grid list-decimal gap-2 pl-5 text-sand-800">
        <li>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...).</li>
        <li>Scan the QR code, or type the setup key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <Suspense fallback={<div className="size-[200px] rounded-xl bg-sand-100" aria-hidden />}>
          <QrCode text={setup.otpauthUri} label="QR code to scan with your authenticator app" />
        </Suspense>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor={`${id}-key`} className="text-sm font-medium">
            Setup key
          </label>
          <Input
            id={`${id}-key`}
            readOnly
            value={grouped(setup.secret)}
            className="font-mono"
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className="text-sm text-sand-600">For typing into the app by hand: a time-based key.</p>
        </div>
      </div>
      <form
        onFocus={codeResolver.preload}
        noValidate
        onSubmit={onSubmit}
        aria-label="Confirm the authenticator app"
        className="grid gap-5"
      >
        <FormAlert message={formError} />
        <fieldset disabled={isSubmitting} className="grid gap-5">
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
            <Button type="submit">{isSubmitting ? 'Checking...' : 'Turn on'}</Button>
            {onCancel ? (
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
          </div>
        </fieldset>
      </form>
    </div>
  );
}
