import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useDialogTrigger } from '@/components/ui/use-dialog-trigger';
import { AccountSection } from './account-section';

// The dialog (Radix, its scroll lock and the form) loads when the button is reached or pressed.
const loadContent = () => import('./delete-account-dialog-content');
const DeleteAccountDialogContent = lazy(loadContent);

export function DeleteAccountSection() {
  const { open, setOpen, mounted, triggerProps, returnFocus } = useDialogTrigger(loadContent);
  return (
    <AccountSection
      title="Delete account"
      description="Deleting your account signs you out everywhere and removes your name, phone and addresses. Bookings and orders stay on record without them, as we must keep invoices. Upcoming bookings are not cancelled: cancel them first if you will not travel."
    >
      <Button className="bg-danger hover:bg-red-800" {...triggerProps}>
        Delete my account
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <DeleteAccountDialogContent open={open} setOpen={setOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </AccountSection>
  );
}
