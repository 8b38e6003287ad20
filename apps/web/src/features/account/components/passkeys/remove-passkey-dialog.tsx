import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Passkey, RemovePasskeyInput } from '@restora/shared/contracts/passkeys';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useRemovePasskey } from '@/features/account/api/remove-passkey';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/passkeys').then((m) => m.removePasskeySchema),
);

type Props = {
  /** The passkey asked about; kept while the dialog closes, so its words stay. */
  passkey: Passkey | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** 'Remove this passkey?', with the password (docs/decisions/passkeys.md). */
export function RemovePasskeyDialog({ passkey, open, onOpenChange, onCloseAutoFocus }: Props) {
  const id = useId();
  const remove = useRemovePasskey();
  const form = useForm<RemovePasskeyInput>({ resolver, defaultValues: { password: '' } });
  const { errors } = form.formState;
  const confirm = async () => {
    if (!passkey) return false;
    let removed = false;
    await form.handleSubmit(async (values) => {
      try {
        await remove.mutateAsync({ id: passkey.id, ...values });
        removed = true;
      } catch (error) {
        // A wrong password shows on its field; anything else in the dialog's alert.
        const message = applyServerErrors(error, form.setError, ['password']);
        if (message) throw new Error(message, { cause: error });
      }
    })();
    if (removed) toast({ title: T.removed });
    return removed;
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      title={passkey ? `Remove “${passkey.name}”?` : 'Remove this passkey?'}
      description="You will no longer be able to sign in with it. Enter your password to confirm."
      confirmLabel="Remove passkey"
      pendingLabel="Removing..."
      destructive
      onConfirm={confirm}
    >
      <div onFocus={resolver.preload}>
        <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
          {(aria) => (
            <PasswordInput autoComplete="current-password" {...aria} {...form.register('password')} />
          )}
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
