import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from './sheet';

type FiltersDrawerProps = {
  activeCount: number;
  /** The button that closes the drawer, e.g. 'Show 12 products'. */
  showLabel: string;
  children: ReactNode;
};

/** Below 1024 px: a sidebar's filters in a sheet. They apply as they change. */
export function FiltersDrawer({ activeCount, showLabel, children }: FiltersDrawerProps) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" className="lg:hidden">
          <SlidersHorizontal aria-hidden />
          Filters
          {activeCount > 0 ? (
            <span className="grid min-w-5 place-items-center rounded-full bg-primary-700 px-1.5 text-xs font-semibold text-white">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent
        title="Filters"
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
