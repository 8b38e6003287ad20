import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

/** What a confirmation says and does (docs/decisions/admin-back-office.md). */
export type ConfirmText = {
  title: string;
  description: ReactNode;
  /** Names what happens, 'Unpublish and notify the partner', never 'OK' or 'Yes'. */
  confirmLabel: string;
  /** Shown on the confirm button while the action runs ('Saving…' unless told). */
  pendingLabel?: string;
  /** The way out ('Cancel' unless told). */
  cancelLabel?: string;
  /** A red confirm button: for what cannot be taken back (a deletion, a message sent). */
  destructive?: boolean;
  /** Runs on confirmation: the dialog closes when it resolves and shows the error when it throws. */
  onConfirm: () => Promise<unknown> | void;
};

type Props = ConfirmText & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The confirmation itself (docs/decisions/admin-back-office.md): focus starts on the way out, Escape or the
 * way out closes it with nothing done, the confirm button names what happens. While the action runs it
 * cannot be closed or sent twice; a refusal is shown in the dialog, which stays open.
 */
export default function ConfirmDialogContent({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  confirmLabel,
  pendingLabel = 'Saving…',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
}: Props) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Where focus was when it opened (before the dialog takes it), to give it back on closing.
  const openedFrom = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) openedFrom.current = document.activeElement;
  }, [open]);
  const returnFocus = (event: Event) => {
    if (onCloseAutoFocus) return onCloseAutoFocus(event);
    const from = openedFrom.current;
    if (from instanceof HTMLElement && from.isConnected) {
      event.preventDefault();
      from.focus();
    }
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That did not work. Please try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent hideClose={pending} onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p
            role="alert"
            className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
          >
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            className={destructive ? 'bg-danger hover:bg-danger/90' : undefined}
            disabled={pending}
            onClick={() => void confirm()}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
