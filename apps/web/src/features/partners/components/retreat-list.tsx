import { Link } from 'react-router';
import { CalendarDays, Plus, Users } from 'lucide-react';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { formatIsoDay } from '@restora/shared/domain/format';
import { paths } from '@/config/paths';
import { RetreatStatusBadge } from './retreat-status-badge';

const spotsOf = (r: PartnerRetreat) => r.options.reduce((n, o) => n + o.spots, 0);

function RetreatCard({ retreat: r }: { retreat: PartnerRetreat }) {
  return (
    <li
      aria-label={r.title}
      className="grid gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft wrap-anywhere"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{r.title}</h3>
          <p className="text-sm text-sand-600">{r.propertyName}</p>
        </div>
        <RetreatStatusBadge status={r.status} />
      </div>
      <dl className="grid gap-1 text-sm text-sand-700">
        <dt className="sr-only">Dates</dt>
        <dd className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          {formatIsoDay(r.startDate)} – {formatIsoDay(r.endDate)}
        </dd>
        <dt className="sr-only">Booked</dt>
        <dd className="flex items-center gap-1.5">
          <Users className="size-4 shrink-0" aria-hidden />
          {r.bookedPeople} of {spotsOf(r)} spots booked
          {r.waitlistPeople > 0 ? `, ${r.waitlistPeople} waiting` : ''}
        </dd>
      </dl>
      <Link
        to={paths.partnerRetreat.to(r.id)}
        className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
      >
        Open<span className="sr-only"> {r.title}</span>
      </Link>
    </li>
  );
}

/** The partner's retreats as cards, newest start first, with the way to add one. */
export function RetreatList({ retreats }: { retreats: readonly PartnerRetreat[] }) {
  return (
    <section aria-labelledby="partner-retreats-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="partner-retreats-heading" className="text-2xl font-semibold">
          Your retreats
        </h2>
        <Link
          to={paths.partnerRetreatNew.to()}
          className="inline-flex h-10 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-4 text-sm font-medium text-ink hover:bg-sand-100"
        >
          <Plus className="size-4" aria-hidden />
          New retreat
        </Link>
      </div>
      {retreats.length === 0 ? (
        <p className="mt-3 text-sand-700">
          No retreats yet. A retreat is a program on fixed dates at one of your properties, sold by the place.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {retreats.map((r) => (
            <RetreatCard key={r.id} retreat={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
