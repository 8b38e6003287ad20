import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { paginationItems } from '@/lib/pagination-items';

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The URL search of a page (keeps the rest of the search). */
  searchFor: (page: number) => string;
  /** After a page is chosen: bring the top of the results into view. */
  onNavigate: () => void;
};

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export function Pagination({ page, pageCount, searchFor, onNavigate }: PaginationProps) {
  if (pageCount <= 1) return null;
  const link = (to: number, label: ReactNode, extra?: { className?: string; ariaLabel?: string }) => (
    <Link
      to={{ search: searchFor(to) }}
      preventScrollReset
      onClick={onNavigate}
      aria-label={extra?.ariaLabel}
      className={cn(itemClass, 'text-ink hover:bg-sand-100', extra?.className)}
    >
      {label}
    </Link>
  );
  const disabled = (label: ReactNode) => (
    <span aria-disabled="true" className={cn(itemClass, 'cursor-not-allowed text-sand-500')}>
      {label}
    </span>
  );
  const previous = (
    <>
      <ChevronLeft className="size-4" aria-hidden />
      <span className="sr-only sm:not-sr-only">Previous</span>
    </>
  );
  const next = (
    <>
      <span className="sr-only sm:not-sr-only">Next</span>
      <ChevronRight className="size-4" aria-hidden />
    </>
  );

  return (
    <nav aria-label="Pagination" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{page > 1 ? link(page - 1, previous) : disabled(previous)}</li>
        {paginationItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="px-1 text-sand-600" aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={cn(itemClass, 'bg-primary-700 text-white')}>
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                link(item, item, { ariaLabel: `Page ${item}` })
              )}
            </li>
          ),
        )}
        <li>{page < pageCount ? link(page + 1, next) : disabled(next)}</li>
      </ul>
    </nav>
  );
}
