import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RegistrationCredential } from '@restora/shared/contracts/passkeys';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { defaultPasskeyName } from '@/lib/passkey-name';
import { createPasskey } from '@/lib/passkeys';
import { useAddPasskey } from '@/features/account/api/add-passkey';
import { useStartPasskeyRegistration } from '@/features/account/api/start-passkey-registration';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordFirstForm } from '../password-first-form';
import { passkeyErrorMessage } from './passkey-button';

const passwordResolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/passkeys').then((m) => m.startPasskeyRegistrationSchema),
);
const nameResolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/passkeys').then((m) =>
    m.finishPasskeyRegistrationSchema.pick({ name: true }),
  ),
);

/**
 * Adding a passkey (docs/decisions/passkeys.md): the password, then the browser's prompt, then a name for
 * it. `onDone` once it is added.
 */
export function AddPasskey({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [credential, setCredential] = useState<RegistrationCredential | null>(null);
  // Why the last attempt ended (the browser's answer was refused): shown over the password again.
  const [restartReason, setRestartReason] = useState<string | null>(null);
  if (credential)
    return (
      <NamePasskey
        credential={credential}
        onAdded={onDone}
        onRestart={(message) => {
          setCredential(null);
          setRestartReason(message);
        }}
      />
    );
  return <PasswordStep initialError={restartReason} onCreated={setCredential} onCancel={onCancel} />;
}

function PasswordStep({
  initialError,
  onCreated,
  onCancel,
}: {
  initialError: string | null;
  onCreated: (credential: RegistrationCredential) => void;
  onCancel: () => void;
}) {
  const start = useStartPasskeyRegistration();
  const [prompting, setPrompting] = useState(false);
  return (
    <PasswordFirstForm
      label={T.add}
      hint="Your password first, to show it is you. Then your browser asks for your fingerprint, face or screen lock."
      resolver={passwordResolver}
      initialError={initialError}
      submit={async (values) => {
        const { options } = await start.mutateAsync(values);
        setPrompting(true);
        try {
          onCreated(await createPasskey(options));
        } catch (error) {
          return passkeyErrorMessage(error);
        } finally {
          setPrompting(false);
        }
      }}
      submitLabel="Continue"
      busyLabel={prompting ? 'Waiting for your passkey...' : 'Checking...'}
      onCancel={onCancel}
    />
  );
}

function NamePasskey({
  credential,
  onAdded,
  onRestart,
}: {
  credential: RegistrationCredential;
  onAdded: () => void;
  onRestart: (message: string) => void;
}) {
  const id = useId();
  const add = useAddPasskey();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ name: string }>({
    resolver: nameResolver,
    defaultValues: { name: defaultPasskeyName() },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      await add.mutateAsync({ name, credential });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['name']);
      // The browser's answer was refused (or its request has expired): it cannot be sent again.
      if (message && error instanceof ApiError && error.status !== 0) return onRestart(message);
      return setFormError(message);
    }
    toast({ title: T.added });
    onAdded();
  });
  return (
    <form
      onFocus={nameResolver.preload}
      noValidate
      onSubmit={onSubmit}
      aria-label="Save the passkey"
      className="grid gap-5"
    >
      <p role="status" className="font-semibold text-primary-800">
        Your browser has made the passkey. Give it a name you will recognise.
      </p>
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <FormField id={`${id}-name`} label={T.nameLabel} error={errors.name?.message}>
          {(aria) => <Input autoComplete="off" {...aria} {...form.register('name')} />}
        </FormField>
        <div>
          <Button type="submit">{isSubmitting ? 'Saving...' : 'Save passkey'}</Button>
        </div>
      </fieldset>
    </form>
  );
}
