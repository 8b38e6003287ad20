import { useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PartnerBookingsQuery } from '@restora/shared/contracts/partner-bookings';
import {
  PARTNER_BOOKINGS_PAGE_SIZE,
  partnerBookingsTexts as T,
  type BookingTime,
} from '@restora/shared/domain/partner-bookings';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { usePartnerBookings } from '@/features/partners/api/get-partner-bookings';
import { PartnerBookingCard } from './partner-booking-card';

const TIMES: BookingTime[] = ['upcoming', 'current', 'past'];
const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The filters as the URL holds them (unknown values fall back to the defaults). */
function useFilters() {
  const [search, setSearch] = useSearchParams();
  const when = (TIMES as string[]).includes(search.get('when') ?? '')
    ? (search.get('when') as BookingTime)
    : 'upcoming';
  const propertyId = Number(search.get('propertyId')) || undefined;
  const from = isDay(search.get('from')) ? search.get('from')! : undefined;
  const to = isDay(search.get('to')) ? search.get('to')! : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const params: PartnerBookingsQuery = { when, page, propertyId, from, to };
  const searchWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    return `?${next.toString()}`;
  };
  const set = (changes: Record<string, string | undefined>) =>
    setSearch(new URLSearchParams(searchWith(changes)), { replace: true, preventScrollReset: true });
  return { params, searchWith, set };
}

type PropertyOption = { id: number; name: string };

/** Tabs for when, the property and date filters, and the page of bookings. */
export function PartnerBookingsView({ properties }: { properties: PropertyOption[] }) {
  const id = useId();
  const top = useRef<HTMLHeadingElement>(null);
  const { params, searchWith, set } = useFilters();
  const list = usePartnerBookings(params, true);
  const pageCount = list.data ? Math.ceil(list.data.total / PARTNER_BOOKINGS_PAGE_SIZE) : 0;

  return (
    <div className="grid gap-6">
      <nav aria-label={T.when} className="flex flex-wrap gap-2">
        {TIMES.map((when) => (
          <Link
            key={when}
            to={{ search: searchWith({ when }) }}
            replace
            preventScrollReset
            aria-current={params.when === when ? 'page' : undefined}
            className={cn(
              'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              params.when === when
                ? 'bg-primary-700 text-white'
                : 'border border-sand-300 bg-white text-ink hover:bg-sand-100',
            )}
          >
            {T.tabs[when]}
          </Link>
        ))}
      </nav>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,16rem)_repeat(2,minmax(0,11rem))_auto] sm:items-end">
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-property`}>{T.property}</Label>
          <Select
            id={`${id}-property`}
            value={params.propertyId ? String(params.propertyId) : ''}
            onChange={(e) => set({ propertyId: e.target.value || undefined })}
          >
            <option value="">{T.allProperties}</option>
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-from`}>{T.from}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            className="min-w-0 px-3"
            value={params.from ?? ''}
            max={params.to}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-to`}>{T.to}</Label>
          <Input
            id={`${id}-to`}
            type="date"
            className="min-w-0 px-3"
            value={params.to ?? ''}
            min={params.from}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </div>
        {params.from || params.to ? (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start sm:col-span-1"
            onClick={() => set({ from: undefined, to: undefined })}
          >
            {T.clearDates}
          </Button>
        ) : null}
      </div>

      <section aria-labelledby={`${id}-heading`} aria-busy={list.isFetching} className="grid gap-4">
        <h2 id={`${id}-heading`} ref={top} className="text-xl font-semibold">
          {T.tabs[params.when]}
          {/* A space of its own: without it the heading's name reads "Upcoming4 bookings". */}
          {list.data ? (
            <>
              {' '}
              <span className="ml-1 text-base font-normal text-sand-600">{T.count(list.data.total)}</span>
            </>
          ) : null}
        </h2>
        {list.isPending ? (
          <div className="grid gap-3" aria-hidden>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-32 rounded-[var(--radius-card)]" />
            ))}
          </div>
        ) : list.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-danger">{list.error.message || T.error}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : list.data.items.length === 0 ? (
          <p className="text-sand-700">{T.empty[params.when]}</p>
        ) : (
          <ul className="grid gap-3">
            {list.data.items.map((b) => (
              <PartnerBookingCard key={b.id} booking={b} />
            ))}
          </ul>
        )}
        <Pagination
          page={params.page}
          pageCount={pageCount}
          searchFor={(page) => searchWith({ page: page > 1 ? String(page) : undefined })}
          onNavigate={() => top.current?.scrollIntoView({ block: 'start' })}
        />
      </section>
    </div>
  );
}
