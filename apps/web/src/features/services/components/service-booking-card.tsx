import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { WellnessService } from '@restora/shared/contracts/services';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { CategoryLabel, PropertyBadge, ServiceFacts } from './service-meta';

type ServiceBookingCardProps = { service: WellnessService; onBook: () => void; disabled?: boolean };

/** /booking/service/{id}: the service at a glance and Book Now (docs/decisions/services.md). */
export function ServiceBookingCard({ service, onBook, disabled = false }: ServiceBookingCardProps) {
  return (
    <article className="overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft md:grid md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <img
        src={service.imageUrl}
        alt={service.title}
        width={1200}
        height={800}
        fetchPriority="high"
        className="aspect-[3/2] size-full bg-sand-100 object-cover md:aspect-auto"
      />
      <div className="grid content-start gap-4 p-6 wrap-anywhere sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryLabel category={service.category} />
          {service.propertyName ? <PropertyBadge propertyName={service.propertyName} /> : null}
        </div>
        <h1 className="text-3xl font-semibold text-balance">{service.title}</h1>
        <ServiceFacts service={service} />
        <p className="leading-relaxed text-sand-800">{service.description}</p>
        <Link
          to={paths.service.to(service.id)}
          className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          More about this service
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-4 border-t border-sand-200 pt-5">
          <p className="flex items-baseline gap-1.5">
            <span className="font-display text-3xl font-semibold">{formatMoney(service.priceCents)}</span>
            <span className="text-sand-700">per session</span>
          </p>
          <Button size="lg" onClick={onBook} disabled={disabled}>
            Book Now
          </Button>
        </div>
      </div>
    </article>
  );
}
