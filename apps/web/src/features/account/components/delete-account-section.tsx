import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useDeleteAccount } from '../api/delete-account';
import { AccountSection } from './account-section';
import { DeleteAccountForm } from './delete-account-form';

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

  return (
    <AccountSection
      title="Delete account"
      description="Deleting your account signs you out everywhere and removes your name, phone and addresses. Bookings and orders stay on record without them, as we must keep invoices. Upcoming bookings are not cancelled: cancel them first if you will not travel."
    >
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogTrigger asChild>
          <Button className="bg-danger hover:bg-red-800">Delete my account</Button>
        </DialogTrigger>
        <DialogContent hideClose={remove.isPending}>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>This cannot be undone. Enter your password to confirm.</DialogDescription>
          </DialogHeader>
          <DeleteAccountForm remove={remove} />
        </DialogContent>
      </Dialog>
    </AccountSection>
  );
}
