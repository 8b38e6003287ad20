import { useId } from 'react';
import { Link } from 'react-router';
import type { WellnessService } from '@restora/shared/contracts/services';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { CategoryLabel, PropertyBadge, ServiceFacts } from './service-meta';
import { SelectToggle } from './select-toggle';

type ServiceCardProps = {
  service: WellnessService;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** Cards in the first row load at once; the rest when scrolled near. */
  eager?: boolean;
};

export function ServiceCard({ service, selected, onSelectedChange, eager = false }: ServiceCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border bg-white shadow-soft transition-shadow',
        selected ? 'border-primary-600 ring-2 ring-primary-600' : 'border-sand-200',
      )}
    >
      <img
        src={service.imageUrl}
        alt={service.title}
        width={1200}
        height={800}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[3/2] w-full bg-sand-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5 wrap-anywhere">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryLabel category={service.category} />
          {service.propertyName ? <PropertyBadge propertyName={service.propertyName} /> : null}
        </div>
        <h2 id={titleId} className="text-xl font-semibold leading-snug">
          {service.title}
        </h2>
        <ServiceFacts service={service} />
        <p className="line-clamp-3 text-sm leading-relaxed text-sand-700">{service.description}</p>
        <p className="mt-auto pt-2 text-sm text-sand-700">
          <span className="font-display text-2xl font-semibold text-ink">
            {formatMoney(service.priceCents)}
          </span>{' '}
          per session
        </p>
        <div className="flex flex-wrap gap-2">
          <SelectToggle
            pressed={selected}
            onPressedChange={onSelectedChange}
            describedBy={titleId}
            className="flex-1"
          />
          <Button asChild size="sm" variant="ghost" className="flex-1 border border-transparent">
            <Link to={paths.service.to(service.id)} aria-describedby={titleId}>
              View Details
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
