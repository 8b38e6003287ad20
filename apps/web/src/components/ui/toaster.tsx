import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dismissToast, useToasts } from './toast-store';

/** Radix toasts: 5000 ms, swipe right (50 px) to dismiss, F8 moves focus to the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-soft',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-[transform,opacity]',
            t.variant === 'destructive'
              ? 'border-danger/30 bg-red-50 text-red-900'
              : 'border-sand-200 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded-full p-1.5 text-current/70 hover:bg-black/5"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
