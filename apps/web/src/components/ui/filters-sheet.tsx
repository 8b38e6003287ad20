import type { ReactNode } from 'react';
import { Button } from './button';
import { Sheet, SheetClose, SheetContent } from './sheet';

export type FiltersSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  showLabel: string;
  children: ReactNode;
};

/** The filters drawer itself (Radix dialog), loaded when a phone visitor first opens it. */
export default function FiltersSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
  showLabel,
  children,
}: FiltersSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title="Filters"
        onCloseAutoFocus={onCloseAutoFocus}
        footer={
          <SheetClose asChild>
            <Button className="w-full">{showLabel}</Button>
          </SheetClose>
        }
      >
        {children}
      </SheetContent>
    </Sheet>
  );
}
