import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';

export type DataTableColumn<Row> = {
  /** The column's header text (also what a screen reader announces with its sort). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The API's name for sorting by this column; a column without one is not sortable. */
  sort?: string;
  /** Numbers and money: right-aligned. */
  numeric?: boolean;
  /** A column that can wait for a wider screen (hidden under 640 px). */
  secondary?: boolean;
};

export type DataTableProps<Row> = {
  /** What the table lists, for screen readers (a visually hidden caption). */
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** The sort and direction the rows are in (the URL's `sort` and `dir`, as the API applied them). */
  sort: string;
  dir: 'asc' | 'desc';
  total: number;
  page: number;
  pageSize: number;
  /** Shown instead of the table when no row matches. */
  empty: ReactNode;
};

/**
 * The back office's table (docs/decisions/admin-back-office.md): the database sorts and pages, the URL
 * holds the state (`sort`, `dir`, `page`, and each screen's filters), so a view can be bookmarked, shared
 * and reloaded. Sortable headers are links announced with `aria-sort`; row actions are the cells' own
 * links and buttons, in the tab order. Under 640 px secondary columns hide and the table scrolls sideways.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  dir,
  total,
  page,
  pageSize,
  empty,
}: DataTableProps<Row>) {
  const [params] = useSearchParams();
  const searchWith = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    return `?${next.toString()}`;
  };
  if (rows.length === 0)
    return (
      <div className="mt-6 rounded-[var(--radius-card)] bg-sand-50 p-8 text-center text-sand-700">
        {empty}
      </div>
    );
  return (
    <>
      <p className="mt-6 text-sm text-sand-700" aria-live="polite">
        {total === 1 ? '1 result' : `${total.toLocaleString('en-US')} results`}
      </p>
      <div className="relative mt-2 overflow-x-auto rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-sand-200 bg-sand-50">
            <tr>
              {columns.map((column) => {
                const active = column.sort !== undefined && column.sort === sort;
                const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
                return (
                  <th
                    key={column.header}
                    scope="col"
                    aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cn(
                      'whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wider text-sand-700',
                      column.numeric && 'text-right',
                      column.secondary && 'hidden sm:table-cell',
                    )}
                  >
                    {column.sort ? (
                      <Link
                        to={{
                          search: searchWith({
                            sort: column.sort,
                            dir: active && dir === 'desc' ? 'asc' : 'desc',
                            page: '1',
                          }),
                        }}
                        preventScrollReset
                        className="inline-flex items-center gap-1 rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                      >
                        {column.header}
                        <Icon className="size-3.5" aria-hidden />
                        <span className="sr-only">, sort</span>
                      </Link>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-sand-100 last:border-0 hover:bg-sand-50/60">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn(
                      'px-4 py-3 align-top',
                      column.numeric && 'text-right tabular-nums',
                      column.secondary && 'hidden sm:table-cell',
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / pageSize))}
        searchFor={(to) => searchWith({ page: String(to) })}
        onNavigate={() => window.scrollTo({ top: 0 })}
      />
    </>
  );
}
