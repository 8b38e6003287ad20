import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BedDouble, MapPin, Plus } from 'lucide-react';
import type { PartnerHome, PartnerProperty } from '@restora/shared/contracts/partners';
import { REVIEW_TEXTS } from '@restora/shared/domain/review-replies';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

/** The console's sections, in its nav (docs/decisions/partners.md). */
const CONSOLE_SECTIONS = [
  { key: 'properties', to: () => paths.partner.to(), label: 'Properties' },
  { key: 'services', to: () => paths.partnerServices.to(), label: 'Services' },
  { key: 'bookings', to: () => paths.partnerBookings.to(), label: 'Bookings' },
  { key: 'earnings', to: () => paths.partnerEarnings.to(), label: 'Earnings' },
  { key: 'reviews', to: () => paths.partnerReviews.to(), label: REVIEW_TEXTS.consoleTitle },
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number]['key'];

/** The partner console's frame: its heading and the nav of its sections. */
export function PartnerConsoleShell({
  title,
  children,
  atHome = true,
  section = 'properties',
}: {
  title: string;
  children: ReactNode;
  /** False on a screen below a section's home (a room's calendar): its link is then not the page. */
  atHome?: boolean;
  /** The section the screen is in. */
  section?: ConsoleSection;
}) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">Partner console</p>
      <h1 className="mt-1 text-4xl font-semibold break-words">{title}</h1>
      <nav aria-label="Partner console" className="mt-6 flex flex-wrap gap-2 border-b border-sand-200 pb-3">
        {CONSOLE_SECTIONS.map((link) => {
          const current = link.key === section;
          return (
            <Link
              key={link.key}
              to={link.to()}
              // The section's home is the page; below it, the link is the current section.
              aria-current={current ? (atHome ? 'page' : 'true') : undefined}
              className={cn(
                'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                current
                  ? 'bg-primary-700 text-white'
                  : 'border border-sand-300 bg-white text-ink hover:bg-sand-100',
              )}
            >
              {link.label}
            </Link>
          );
        })}
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
