import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionHeadingProps = {
  id: string;
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  className?: string;
  align?: 'left' | 'center';
};

/** The h2 and short intro that open each home and content section. */
export function SectionHeading({
  id,
  title,
  intro,
  eyebrow,
  className,
  align = 'left',
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg leading-relaxed text-sand-700">{intro}</p> : null}
    </div>
  );
}
