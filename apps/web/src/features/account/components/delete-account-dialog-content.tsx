import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDeleteAccount } from '../api/delete-account';
import { DeleteAccountForm } from './delete-account-form';

type DeleteAccountDialogContentProps = {
  open: boolean;
  setOpen: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** "Delete your account?": loaded on demand by DeleteAccountSection (the dialog is rarely opened). */
export default function DeleteAccountDialogContent({
  open,
  setOpen,
  onCloseAutoFocus,
}: DeleteAccountDialogContentProps) {
  const remove = useDeleteAccount();
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogContent hideClose={remove.isPending} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>This cannot be undone. Enter your password to confirm.</DialogDescription>
        </DialogHeader>
        <DeleteAccountForm remove={remove} />
      </DialogContent>
    </Dialog>
  );
}
