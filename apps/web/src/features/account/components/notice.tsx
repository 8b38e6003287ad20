import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type NoticeProps = {
  role: 'status' | 'alert';
  children: ReactNode;
  /** Links or buttons for what to do next. */
  actions?: ReactNode;
  /** Take focus when shown: for a notice that replaces the form the person was in, so focus is not lost. */
  focus?: boolean;
};

// One function for every render, so React calls it once, when the notice appears.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** The outcome of a mailed link or of a form that is replaced by it, with what to do next. */
export function Notice({ role, children, actions, focus = false }: NoticeProps) {
  return (
    <div className="grid gap-5">
      <p
        role={role}
        tabIndex={focus ? -1 : undefined}
        ref={focus ? focusOnMount : undefined}
        className={cn(
          'rounded-xl border px-4 py-3 text-sm',
          role === 'alert'
            ? 'border-danger/30 bg-red-50 text-red-900'
            : 'border-primary-200 bg-primary-50 text-primary-900',
        )}
      >
        {children}
      </p>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
