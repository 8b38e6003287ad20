import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { DataTable, type DataTableColumn } from '@/features/admin/components/data-table';
import { FilterForm, type FilterField } from './filter-form';
import { money } from './format';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * A back-office list searched in the database (bookings, orders: docs/decisions/admin-back-office.md): its
 * heading, the filter form (what the API refused shown on its field), then the page of rows, sortable,
 * 50 a page.
 */
export function SearchedList<T>({
  title,
  intro,
  filterLabel,
  fields,
  columns,
  list,
  sort,
  dir,
  rowKey,
  empty,
}: {
  title: string;
  intro: ReactNode;
  filterLabel: string;
  fields: FilterField[];
  columns: DataTableColumn<T>[];
  list: UseQueryResult<Page<T>>;
  sort: string;
  dir: 'asc' | 'desc';
  rowKey: (row: T) => string | number;
  empty: string;
}) {
  const errors = list.error instanceof ApiError ? list.error.fields : undefined;
  return (
    <>
      <PageMeta title={title} />
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="mt-2 text-sand-700">{intro}</p>
      <FilterForm label={filterLabel} fields={fields} errors={errors} />
      {list.isPending ? (
        <div className="mt-6 grid gap-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-danger">
          {list.error.message}
        </p>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={list.data.items}
          rowKey={rowKey}
          sort={sort}
          dir={dir}
          total={list.data.total}
          page={list.data.page}
          pageSize={list.data.pageSize}
          empty={empty}
        />
      )}
    </>
  );
}

/** The row's number, linking to its page. */
export function idColumn<T extends { id: number }>(
  header: string,
  to: (id: number) => string,
): DataTableColumn<T> {
  return {
    header,
    cell: (row) => (
      <Link to={to(row.id)} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
        #{row.id}
      </Link>
    ),
  };
}

/** Who: the name, and the e-mail under it. */
export function personColumn<T>(
  header: string,
  person: (row: T) => { name: string; email: string },
): DataTableColumn<T> {
  return {
    header,
    cell: (row) => (
      <>
        <span className="block font-medium">{person(row).name}</span>
        <span className="block text-sand-700">{person(row).email}</span>
      </>
    ),
  };
}

/** What was paid, sortable, with what has been refunded of it under it. */
export function totalColumn<T extends { totalCents: number; refundedCents: number }>(): DataTableColumn<T> {
  return {
    header: 'Total',
    sort: 'total',
    numeric: true,
    cell: (row) => (
      <>
        {money(row.totalCents)}
        {row.refundedCents > 0 ? (
          <span className="block text-xs text-sand-700">Refunded {money(row.refundedCents)}</span>
        ) : null}
      </>
    ),
  };
}
