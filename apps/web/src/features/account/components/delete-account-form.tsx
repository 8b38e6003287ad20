import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { DeleteAccountInput } from '@restora/shared/contracts/account';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import type { useDeleteAccount } from '../api/delete-account';
import { FormAlert } from '@/components/ui/form-alert';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/account').then((m) => m.deleteAccountSchema),
);

type DeleteAccountFormProps = { remove: ReturnType<typeof useDeleteAccount> };

/** The password that proves it is the person, in the "Delete your account?" dialog. */
export function DeleteAccountForm({ remove }: DeleteAccountFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DeleteAccountInput>({ resolver, defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['password']));
      return;
    }
    // Awaited rather than mutate(vars, { onSuccess }): the cleared session unmounts this dialog before
    // the mutation settles, and TanStack Query drops the callbacks of an unmounted caller.
    void navigate(paths.home.to());
    toast({ title: 'Your account has been deleted.' });
  });

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={onSubmit}
      aria-label="Delete account"
      className="grid gap-5"
    >
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-5">
        {/* No show/hide button: one named "Show password" would also answer to "Password". */}
        <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
          {(aria) => (
            <Input type="password" autoComplete="current-password" {...aria} {...form.register('password')} />
          )}
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" className="bg-danger hover:bg-red-800">
            {isSubmitting ? 'Deleting...' : 'Delete account permanently'}
          </Button>
        </DialogFooter>
      </fieldset>
    </form>
  );
}
