import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BedDouble, MapPin, Plus } from 'lucide-react';
import type { PartnerHome, PartnerProperty } from '@restora/shared/contracts/partners';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

const navLink =
  'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/** The console's sections; the one on screen is marked as the current page. */
const sections = [
  { key: 'properties', label: 'Properties', to: paths.partner.to() },
  { key: 'earnings', label: 'Earnings', to: paths.partnerEarnings.to() },
] as const;

export type ConsoleSection = (typeof sections)[number]['key'];

/**
 * The partner console's frame: its heading and nav, for the screens later work adds (properties,
 * calendars, bookings).
 */
export function PartnerConsoleShell({
  title,
  children,
  current = 'properties',
}: {
  title: string;
  children: ReactNode;
  /** The section whose home is on screen; null on a screen below one (a room's calendar). */
  current?: ConsoleSection | null;
}) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">Partner console</p>
      <h1 className="mt-1 text-4xl font-semibold break-words">{title}</h1>
      <nav aria-label="Partner console" className="mt-6 flex flex-wrap gap-2 border-b border-sand-200 pb-3">
        {sections.map((section) => (
          <Link
            key={section.key}
            to={section.to}
            aria-current={current === section.key ? 'page' : undefined}
            className={cn(
              navLink,
              current === section.key
                ? 'bg-primary-700 text-white'
                : 'border border-sand-300 bg-white text-ink hover:bg-sand-100',
            )}
          >
            {section.label}
          </Link>
        ))}
      </nav>
      <div className="mt-8">{children}</div>
    </>
  );
}

const typeLabels: Record<string, string> = {
  wellness_retreat: 'Wellness retreat',
  yoga_studio: 'Yoga studio',
  spa_resort: 'Spa resort',
};

function PropertyCard({ property: p }: { property: PartnerProperty }) {
  return (
    <li className="grid gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold break-words">{p.name}</h3>
        <span
          className={cn(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            p.published ? 'bg-primary-50 text-primary-800' : 'bg-sand-100 text-sand-700',
          )}
        >
          {p.published ? 'Published' : 'Not published'}
        </span>
      </div>
      <p className="text-sm text-sand-600">{typeLabels[p.type] ?? p.type}</p>
      <p className="flex items-center gap-2 text-sm text-sand-700">
        <MapPin className="size-4 shrink-0" aria-hidden />
        {p.location}
      </p>
      <p className="flex items-center gap-2 text-sm text-sand-700">
        <BedDouble className="size-4 shrink-0" aria-hidden />
        {p.roomCount === 1 ? '1 room' : `${p.roomCount} rooms`}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <Link
          to={paths.partnerProperty.to(p.id)}
          className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          Edit<span className="sr-only"> {p.name}</span>
        </Link>
        <Link
          to={paths.partnerPropertyPhotos.to(p.id)}
          className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          Photos<span className="sr-only">: {p.name}</span>
        </Link>
        {p.firstRoomId ? (
          <Link
            to={paths.partnerRoomCalendar.to(p.firstRoomId)}
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            Calendar<span className="sr-only">: {p.name}</span>
          </Link>
        ) : null}
        {p.published && p.firstRoomId ? (
          <Link
            to={paths.property.to(p.firstRoomId)}
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            View on Restora<span className="sr-only">: {p.name}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** Each organisation of the partner with its properties as cards. */
export function PartnerOrganisations({ home }: { home: PartnerHome }) {
  return (
    <div className="grid gap-10">
      {home.organisations.map((organisation) => (
        <section key={organisation.id} aria-labelledby={`organisation-${organisation.id}`}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`organisation-${organisation.id}`} className="text-2xl font-semibold">
              {home.organisations.length > 1 ? organisation.name : 'Your properties'}
            </h2>
            <Link
              to={paths.partnerPropertyNew.to()}
              className="inline-flex h-10 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-4 text-sm font-medium text-ink hover:bg-sand-100"
            >
              <Plus className="size-4" aria-hidden />
              Add a property
            </Link>
          </div>
          {organisation.properties.length === 0 ? (
            <p className="mt-3 text-sand-700">No properties yet. Add your first one.</p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {organisation.properties.map((p) => (
                <PropertyCard key={p.id} property={p} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
