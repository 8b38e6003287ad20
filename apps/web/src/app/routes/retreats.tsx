import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { Pagination } from '@/components/ui/pagination';
import { useRetreats } from '@/features/retreats/api/retreats';
import { RetreatCard } from '@/features/retreats/components/retreat-card';
import { RetreatFilters, type RetreatFilterKey } from '@/features/retreats/components/retreat-filters';

const FILTERS: RetreatFilterKey[] = ['month', 'country', 'length', 'focus', 'maxPriceCents', 'spots'];

/** /retreats: upcoming retreats, filtered by what the address says (docs/decisions/retreats.md). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const top = useRef<HTMLHeadingElement>(null);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'page'] as const) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const search = query.toString();
  const retreats = useRetreats(search);
  const values = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? '']));

  const onChange = (key: RetreatFilterKey, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { preventScrollReset: true });
  };
  const searchFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return `?${next.toString()}`;
  };

  const data = retreats.data;
  return (
    <Container className="py-10 sm:py-14">
      <PageMeta
        title="Wellness Retreats"
        description="Yoga, meditation, detox and spa retreats on fixed dates, with a deposit now and the balance later."
      />
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Retreats</p>
        <h1 ref={top} tabIndex={-1} className="mt-2 text-4xl font-semibold sm:text-5xl">
          Wellness Retreats
        </h1>
        <p className="mt-4 text-lg text-sand-700">
          Programs on fixed dates with teachers, meals and a room included. Reserve your place with a deposit
          and pay the balance later.
        </p>
      </header>
      <div className="mt-8 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft sm:p-5">
        <RetreatFilters values={values} countries={data?.countries ?? []} onChange={onChange} />
      </div>
      <section aria-label="Retreats" aria-busy={retreats.isFetching} className="mt-8">
        {data ? (
          <>
            <p className="text-sm text-sand-700" role="status">
              {data.total === 1 ? '1 retreat' : `${data.total} retreats`}
            </p>
            {data.items.length ? (
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.items.map((r, i) => (
                  <li key={r.id}>
                    <RetreatCard retreat={r} eager={i < 3} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-4 rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white p-10 text-center">
                <p className="text-lg font-semibold">No retreats match these filters</p>
                <p className="mt-1 text-sand-700">Try another month or clear a filter.</p>
                <Button className="mt-5" variant="outline" onClick={() => setParams(new URLSearchParams())}>
                  Clear filters
                </Button>
              </div>
            )}
            <Pagination
              page={data.page}
              pageCount={data.pageCount}
              searchFor={searchFor}
              onNavigate={() => top.current?.focus()}
            />
          </>
        ) : retreats.isError ? (
          <div role="alert" className="rounded-2xl border border-danger/30 bg-red-50 p-5 text-red-900">
            <p>We could not load the retreats: {retreats.error.message}</p>
            <Button className="mt-3" size="sm" onClick={() => void retreats.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p className="text-sand-700">Loading retreats…</p>
        )}
      </section>
    </Container>
  );
}
