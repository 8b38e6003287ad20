import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { WellnessService } from '@restora/shared/contracts/services';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { CategoryLabel, PropertyBadge, ServiceFacts } from './service-meta';

type ServiceDetailProps = {
  service: WellnessService;
  onBack: () => void;
  onBook: () => void;
  /** "Ask the host", when the service belongs to a property (docs/decisions/conversations.md). */
  ask?: ReactNode;
};

/** /services/{id}: the service in full, with Back and Book Now (docs/decisions/services.md). */
export function ServiceDetail({ service, onBack, onBook, ask }: ServiceDetailProps) {
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
        <ArrowLeft aria-hidden />
        Back
      </Button>
      <div className="mt-4 grid items-start gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-14">
        <img
          src={service.imageUrl}
          alt={service.title}
          width={1200}
          height={800}
          fetchPriority="high"
          className="aspect-[3/2] w-full rounded-[var(--radius-card)] bg-sand-100 object-cover shadow-soft"
        />
        <div className="grid content-start gap-5 wrap-anywhere">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryLabel category={service.category} />
            {service.propertyName ? <PropertyBadge propertyName={service.propertyName} /> : null}
          </div>
          <h1 className="text-4xl font-semibold text-balance sm:text-5xl">{service.title}</h1>
          <ServiceFacts service={service} className="text-base" />
          <p className="text-lg leading-relaxed text-sand-800">{service.description}</p>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft">
            <p className="flex items-baseline gap-1.5">
              <span className="font-display text-3xl font-semibold">{formatMoney(service.priceCents)}</span>
              <span className="text-sand-700">per session</span>
            </p>
            <Button size="lg" onClick={onBook}>
              Book Now
            </Button>
          </div>
          {ask}
        </div>
      </div>
    </div>
  );
}
