import type { ReactNode } from 'react';
import { PageMeta } from '@/components/ui/page-meta';

/** A section's title (also the page's), its one-line purpose and what sits on its right. */
export function SectionHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <PageMeta title={title} />
      <div>
        <h1 className="text-4xl font-semibold">{title}</h1>
        <p className="mt-2 text-sand-700">{lead}</p>
      </div>
      {children}
    </div>
  );
}
