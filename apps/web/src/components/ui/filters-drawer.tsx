import { lazy, Suspense, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from './button';
import { useDialogTrigger } from './use-dialog-trigger';

type FiltersDrawerProps = {
  activeCount: number;
  /** The button that closes the drawer, e.g. 'Show 12 products'. */
  showLabel: string;
  children: ReactNode;
};

const loadSheet = () => import('./filters-sheet');
const FiltersSheet = lazy(loadSheet);

/** Below 1024 px: a sidebar's filters in a sheet. They apply as they change. */
export function FiltersDrawer({ activeCount, showLabel, children }: FiltersDrawerProps) {
  const { open, setOpen, mounted, triggerProps, returnFocus } = useDialogTrigger(loadSheet);
  return (
    <>
      <Button variant="outline" className="lg:hidden" {...triggerProps}>
        <SlidersHorizontal aria-hidden />
        Filters
        {activeCount > 0 ? (
          <span className="grid min-w-5 place-items-center rounded-full bg-primary-700 px-1.5 text-xs font-semibold text-white">
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <FiltersSheet
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={returnFocus}
            showLabel={showLabel}
          >
            {children}
          </FiltersSheet>
        </Suspense>
      ) : null}
    </>
  );
}
