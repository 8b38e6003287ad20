import { useId } from 'react';
import { cn } from '@/lib/cn';
import { facilityIcon } from './facility-icons';

type FacilityListProps = { title: string; items: readonly string[]; tone?: 'primary' | 'accent' };

/** A titled list of amenities or wellness features, each with its icon. */
export function FacilityList({ title, items, tone = 'primary' }: FacilityListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sand-700">None listed for this room.</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {items.map((name) => {
            const Icon = facilityIcon(name);
            return (
              <li key={name} className="flex items-center gap-3 text-sand-800">
                <span
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full',
                    tone === 'primary' ? 'bg-primary-50 text-primary-700' : 'bg-accent-50 text-accent-700',
                  )}
                >
                  <Icon className="size-4" aria-hidden />
                </span>
                {name}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
