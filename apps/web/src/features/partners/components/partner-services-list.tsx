import { Link } from 'react-router';
import { Clock, Plus, Users } from 'lucide-react';
import type { PartnerService } from '@restora/shared/contracts/partner-services';
import { SERVICE_TYPE_OPTIONS } from '@restora/shared/domain/partner-services';
import { formatUsd } from '@restora/shared/domain/format';
import { paths } from '@/config/paths';

const typeLabel = (type: string) => SERVICE_TYPE_OPTIONS.find((t) => t.value === type)?.label ?? type;

function ServiceCard({ service: s }: { service: PartnerService }) {
  return (
    <li className="grid gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft wrap-anywhere">
      <div className="flex items-start gap-4">
        <img
          src={s.imageUrl}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-xl bg-sand-100"
        />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{s.title}</h3>
          <p className="text-sm text-sand-600">{s.property.name}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-sand-700">
        <dt className="sr-only">Type and category</dt>
        <dd className="col-span-2">
          {typeLabel(s.type) === s.category ? s.category : `${typeLabel(s.type)} · ${s.category}`}
        </dd>
        <dt className="sr-only">Price</dt>
        <dd className="font-semibold text-ink">{formatUsd(s.priceCents)}</dd>
        <dt className="sr-only">Duration</dt>
        <dd className="flex items-center gap-1.5">
          <Clock className="size-4 shrink-0" aria-hidden />
          {s.durationMinutes} min
        </dd>
        <dt className="sr-only">Capacity</dt>
        <dd className="col-span-2 flex items-center gap-1.5">
          <Users className="size-4 shrink-0" aria-hidden />
          {s.capacityPerDay === 1 ? '1 booking a day' : `${s.capacityPerDay} bookings a day`}
        </dd>
      </dl>
      <Link
        to={paths.partnerService.to(s.id)}
        className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
      >
        Edit<span className="sr-only"> {s.title}</span>
      </Link>
    </li>
  );
}

/** The partner's own services as cards, with the way to add one (docs/decisions/partner-services.md). */
export function PartnerServicesList({ services }: { services: readonly PartnerService[] }) {
  return (
    <section aria-labelledby="partner-services-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="partner-services-heading" className="text-2xl font-semibold">
          Your services
        </h2>
        <Link
          to={paths.partnerServiceNew.to()}
          className="inline-flex h-10 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-4 text-sm font-medium text-ink hover:bg-sand-100"
        >
          <Plus className="size-4" aria-hidden />
          Add service
        </Link>
      </div>
      {services.length === 0 ? (
        <p className="mt-3 text-sand-700">
          No services yet. Add the treatments and classes your guests can book with their stay.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <ServiceCard key={s.id} service={s} />
          ))}
        </ul>
      )}
    </section>
  );
}
