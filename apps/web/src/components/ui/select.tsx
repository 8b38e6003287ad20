import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SelectProps = ComponentProps<'select'> & {
  /** Classes of the wrapper (its width and place in the layout); the select fills it. */
  className?: string;
};

/**
 * The platform's own select, styled like the inputs: keyboard, screen readers and phones' pickers work as
 * users expect, and it costs no JavaScript (a custom listbox with its positioning was about 20 KB).
 */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={
          'h-11 w-full cursor-pointer appearance-none rounded-xl border border-sand-300 bg-white pl-4 pr-10 text-base text-ink ' +
          'hover:border-sand-400 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
          'focus-visible:outline-primary-600/40 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm ' +
          'aria-invalid:border-danger'
        }
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-sand-600"
        aria-hidden
      />
    </div>
  );
}
