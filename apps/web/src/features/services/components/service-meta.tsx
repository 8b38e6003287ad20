import { Clock, Dumbbell, Flower2, HeartPulse, Home, Sparkles, type LucideIcon } from 'lucide-react';
import type { WellnessService } from '@restora/shared/contracts/services';
import { cn } from '@/lib/cn';
import { formatDuration, typeLabel } from './service-labels';

const TYPE_ICONS: Record<WellnessService['type'], LucideIcon> = {
  fitness: Dumbbell,
  yoga: Flower2,
  spa: Sparkles,
  other: HeartPulse,
};

export function CategoryLabel({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold tracking-wide text-primary-800 uppercase',
        className,
      )}
    >
      {category}
    </span>
  );
}

/** "Offered by {propertyName}": the service belongs to the stay's own property. */
export function PropertyBadge({ propertyName }: { propertyName: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">
      <Home className="size-3.5 shrink-0" aria-hidden />
      Offered by {propertyName}
    </span>
  );
}

type ServiceFactsProps = { service: Pick<WellnessService, 'type' | 'durationMinutes'>; className?: string };

/** Type and duration, as a small definition list. */
export function ServiceFacts({ service, className }: ServiceFactsProps) {
  const TypeIcon = TYPE_ICONS[service.type];
  const duration = formatDuration(service.durationMinutes);
  return (
    <dl className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-sand-700', className)}>
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">Type</dt>
        <TypeIcon className="size-4 shrink-0 text-primary-700" aria-hidden />
        <dd>{typeLabel(service.type)}</dd>
      </div>
      {duration ? (
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Duration</dt>
          <Clock className="size-4 shrink-0 text-primary-700" aria-hidden />
          <dd>{duration}</dd>
        </div>
      ) : null}
    </dl>
  );
}
