import { useRef, useState } from 'react';

/** True from the first time `open` is true on: a lazily loaded dialog stays mounted after that, so it
 * keeps its state and Radix its closing behaviour. */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A button that opens a dialog whose code loads on demand: the code starts loading when the pointer
 * reaches the button or it gets focus, and the dialog gives focus back to the button when it closes
 * (pass `returnFocus` as the content's onCloseAutoFocus).
 */
export function useDialogTrigger(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const load = () => void preload().catch(() => undefined);
  return {
    open,
    setOpen,
    /** Render the lazy dialog only when true. */
    mounted,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => setOpen(true),
      onPointerEnter: load,
      onFocus: load,
    },
    returnFocus: (event: Event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
}
