import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-xl bg-sand-200/70 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
