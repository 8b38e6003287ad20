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
  /**
   * Runs on confirmation: the dialog closes when it resolves and shows the error when it throws. With
   * fields, resolving `false` keeps it open (the fields say why).
   */
  onConfirm: () => Promise<unknown> | void;
  /** Fields the confirmation asks for (a password): the dialog is then a form its button sends. */
  children?: ReactNode;
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
  children,
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
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      if ((await onConfirm()) !== false) onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That did not work. Please try again.');
    } finally {
      setPending(false);
    }
  };
  const alert = error ? (
    <p role="alert" className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
      {error}
    </p>
  ) : null;
  const footer = (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        className={destructive ? 'bg-danger hover:bg-danger/90' : undefined}
        disabled={pending}
        {...(children ? { type: 'submit' as const } : { onClick: () => void confirm() })}
      >
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </DialogFooter>
  );
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
        {children ? (
          <form
            noValidate
            aria-label={title}
            className="grid gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <fieldset disabled={pending} className="grid gap-4">
              {children}
            </fieldset>
            {alert}
            {footer}
          </form>
        ) : (
          <>
            {alert}
            {footer}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
