import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useDialogTrigger } from '@/components/ui/use-dialog-trigger';

type PartnerApplyDialogProps = { triggerLabel: string; variant?: 'primary' | 'accent' };

// The dialog, its form and the form library load on the first click (or hover/focus of the button).
const loadContent = () => import('./partner-apply-dialog-content');
const PartnerApplyDialogContent = lazy(loadContent);

export function PartnerApplyDialog({ triggerLabel, variant = 'primary' }: PartnerApplyDialogProps) {
  const { open, setOpen, mounted, triggerProps, returnFocus } = useDialogTrigger(loadContent);
  return (
    <>
      <Button size="lg" variant={variant} {...triggerProps}>
        {triggerLabel}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <PartnerApplyDialogContent open={open} setOpen={setOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
