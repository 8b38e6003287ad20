import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '../../../components/ui/sheet';

type ResultsFiltersDrawerProps = { activeCount: number; shown: number | undefined; children: ReactNode };

/** Below 1024 px: the sidebar's filters in a sheet. They apply as they change. */
export function ResultsFiltersDrawer({ activeCount, shown, children }: ResultsFiltersDrawerProps) {
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
            <Button className="w-full">
              {shown === undefined
                ? 'Show suggestions'
                : `Show ${shown} ${shown === 1 ? 'suggestion' : 'suggestions'}`}
            </Button>
          </SheetClose>
        }
      >
        {children}
      </SheetContent>
    </Sheet>
  );
}
