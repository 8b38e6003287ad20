import { Link } from 'react-router';

type PastLastPageProps = {
  /** What the pages list, as the sentence says it: 'products', 'results'. */
  items: string;
  /** The query string of the first page of the same search. */
  firstPageSearch: string;
};

/** A page number beyond the last page of a search (an old link, say): the way back to page 1. */
export function PastLastPage({ items, firstPageSearch }: PastLastPageProps) {
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white px-6 py-12 text-center">
      <p className="text-sand-800">This page is past the last page of {items}.</p>
      <Link
        to={{ search: firstPageSearch }}
        className="mt-4 inline-block font-medium text-primary-700 underline underline-offset-4"
      >
        Go to the first page
      </Link>
    </div>
  );
}
