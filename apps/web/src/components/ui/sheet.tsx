import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A dialog that slides in from the side: phone drawers (filters, menus). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: string;
  description?: string;
  side?: 'left' | 'right';
  footer?: ReactNode;
};

export function SheetContent({
  title,
  description,
  side = 'left',
  footer,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[80] bg-ink/40" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed inset-y-0 z-[90] flex w-[min(24rem,calc(100vw-2.5rem))] flex-col bg-white shadow-soft outline-none',
          side === 'left'
            ? 'left-0 rounded-r-[var(--radius-card)]'
            : 'right-0 rounded-l-[var(--radius-card)]',
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-5 py-4">
          <div>
            <DialogPrimitive.Title className="font-display text-xl font-semibold">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-sand-700">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="-mr-2 rounded-full p-2 text-sand-700 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
        {footer ? <div className="border-t border-sand-200 px-5 py-4">{footer}</div> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
