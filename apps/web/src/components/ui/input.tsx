import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-xl border border-sand-300 bg-white px-4 text-base text-ink placeholder:text-sand-500 ' +
          'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600/40 ' +
          'disabled:cursor-not-allowed disabled:bg-sand-100 aria-invalid:border-danger sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
