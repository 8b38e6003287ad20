import { Link } from 'react-router';
import { BedDouble, MapPin, Plus } from 'lucide-react';
import type { PartnerPropertyListItem, PartnerPropertyPage } from '@restora/shared/contracts/partners';
import { Pagination } from '@/components/ui/pagination';
import { PastLastPage } from '@/components/ui/past-last-page';
import { SearchForm } from '@/components/ui/search-form';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

// The console home's properties: found by name and paged by the server, the search and the page in the
// address (docs/decisions/partner-listings.md, "The console's list").

const typeLabels: Record<string, string> = {
  wellness_retreat: 'Wellness retreat',
  yoga_studio: 'Yoga studio',
  spa_resort: 'Spa resort',
};

const linkClass = 'text-sm font-medium text-primary-700 underline-offset-4 hover:underline';

function PropertyCard({
  property: p,
  showOrganisation,
}: {
  property: PartnerPropertyListItem;
  showOrganisation: boolean;
}) {
  return (
    <li className="grid gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft wrap-anywhere">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold">{p.name}</h3>
        <span
          className={cn(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            p.published ? 'bg-primary-50 text-primary-800' : 'bg-sand-100 text-sand-700',
          )}
        >
          {p.published ? 'Published' : 'Not published'}
        </span>
      </div>
      <p className="text-sm text-sand-600">
        {typeLabels[p.type] ?? p.type}
        {showOrganisation ? ` · ${p.organisation.name}` : ''}
      </p>
      <p className="flex items-center gap-2 text-sm text-sand-700">
        <MapPin className="size-4 shrink-0" aria-hidden />
        {p.location}
      </p>
      <p className="flex items-center gap-2 text-sm text-sand-700">
        <BedDouble className="size-4 shrink-0" aria-hidden />
        {p.roomCount === 1 ? '1 room' : `${p.roomCount} rooms`}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to={paths.partnerProperty.to(p.id)} className={linkClass}>
          Edit<span className="sr-only"> {p.name}</span>
        </Link>
        <Link to={paths.partnerPropertyPhotos.to(p.id)} className={linkClass}>
          Photos<span className="sr-only">: {p.name}</span>
        </Link>
        {p.firstRoomId ? (
          <Link to={paths.partnerRoomCalendar.to(p.firstRoomId)} className={linkClass}>
            Calendar<span className="sr-only">: {p.name}</span>
          </Link>
        ) : null}
        {p.published && p.firstRoomId ? (
          <Link to={paths.property.to(p.firstRoomId)} className={linkClass}>
            View on Restora<span className="sr-only">: {p.name}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

type Props = {
  /** The page as the server answered it; undefined while the first one loads. */
  data: PartnerPropertyPage | undefined;
  error: Error | null;
  search: string;
  page: number;
  /** More than one organisation: each card names its own. */
  showOrganisation: boolean;
  onSearch: (search: string) => void;
};

const count = (n: number) => (n === 1 ? '1 property' : `${n.toLocaleString('en-US')} properties`);

/** The search, the count, one page of cards and the pages. */
export function PartnerPropertyList({ data, error, search, page, showOrganisation, onSearch }: Props) {
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const searchOf = (p: number) => paths.partner.to({ search, page: p }).replace(/^[^?]*/, '');
  return (
    <section aria-labelledby="partner-properties" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="partner-properties" className="text-2xl font-semibold">
          Your properties
        </h2>
        <Link
          to={paths.partnerPropertyNew.to()}
          className="inline-flex h-10 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-4 text-sm font-medium text-ink hover:bg-sand-100"
        >
          <Plus className="size-4" aria-hidden />
          Add a property
        </Link>
      </div>
      <div className="max-w-md">
        <SearchForm key={search} label="Search your properties by name" value={search} onSearch={onSearch} />
      </div>
      {error ? (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      ) : !data ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44" />
          ))}
        </div>
      ) : (
        <>
          <p className="text-sm text-sand-700" aria-live="polite">
            {search ? `${count(data.total)} named “${search}”` : count(data.total)}
            {pageCount > 1 ? ` · page ${Math.min(page, pageCount)} of ${pageCount}` : ''}
          </p>
          {data.items.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((p) => (
                <PropertyCard key={p.id} property={p} showOrganisation={showOrganisation} />
              ))}
            </ul>
          ) : data.total > 0 ? (
            <PastLastPage items="your properties" firstPageSearch={searchOf(1)} />
          ) : search ? (
            <p className="text-sand-700">
              No property’s name holds “{search}”.{' '}
              <Link to={paths.partner.to()} className={linkClass}>
                Show all properties
              </Link>
            </p>
          ) : (
            <p className="text-sand-700">No properties yet. Add your first one.</p>
          )}
          <Pagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            searchFor={searchOf}
            onNavigate={() => window.scrollTo({ top: 0 })}
          />
        </>
      )}
    </section>
  );
}
