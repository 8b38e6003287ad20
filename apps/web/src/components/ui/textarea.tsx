import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line field with the same look as the shared Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-sand-500 ' +
          'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600/40 ' +
          'disabled:cursor-not-allowed disabled:bg-sand-100 aria-invalid:border-danger sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
