import { lazy, Suspense, type ComponentProps } from 'react';
import { Button } from './button';
import type { ConfirmText } from './confirm-dialog-content';
import { useDialogTrigger, useOpenedOnce } from './use-dialog-trigger';

export type { ConfirmText };

// Radix's dialog loads when a confirmation is first reached (docs/decisions/bundle-budget.md).
const loadContent = () => import('./confirm-dialog-content');
const ConfirmDialogContent = lazy(loadContent);

/**
 * A confirmation opened by the caller (after its own checks). Focus returns where it was when it opened,
 * or where `onCloseAutoFocus` puts it (when the opening button was disabled meanwhile, focus had left it).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  ...text
}: ConfirmText & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const mounted = useOpenedOnce(open);
  return mounted ? (
    <Suspense fallback={null}>
      <ConfirmDialogContent open={open} onOpenChange={onOpenChange} {...text} />
    </Suspense>
  ) : null;
}

type ConfirmButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'asChild'> & {
  confirm: ConfirmText;
};

/** A button that asks before it acts: it opens the confirmation, which gives focus back to it. */
export function ConfirmButton({ confirm, children, ...buttonProps }: ConfirmButtonProps) {
  const { open, setOpen, mounted, triggerProps, returnFocus } = useDialogTrigger(loadContent);
  return (
    <>
      <Button {...buttonProps} {...triggerProps}>
        {children}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ConfirmDialogContent
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={returnFocus}
            {...confirm}
          />
        </Suspense>
      ) : null}
    </>
  );
}
