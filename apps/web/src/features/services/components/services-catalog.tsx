import { useState } from 'react';
import type { WellnessService } from '@restora/shared/contracts/services';
import { ServiceCard } from './service-card';
import { selectionTotal } from './service-selection';
import { SelectionBar } from './selection-bar';
import { servicesGridClass } from './services-states';
import { useBookServices } from './use-book-services';

type ServicesCatalogProps = { services: WellnessService[]; listingId: number | null };

/** The service cards with their Select toggles, and the bar that books the selection. */
export function ServicesCatalog({ services, listingId }: ServicesCatalogProps) {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(() => new Set());
  const bookServices = useBookServices();
  const selected = services.filter((s) => selectedIds.has(s.id));

  const setSelected = (id: number, on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <ul className={servicesGridClass} aria-label="Wellness services">
        {services.map((service, i) => (
          <li key={service.id}>
            <ServiceCard
              service={service}
              selected={selectedIds.has(service.id)}
              onSelectedChange={(on) => setSelected(service.id, on)}
              eager={i < 3}
            />
          </li>
        ))}
      </ul>
      <SelectionBar
        count={selected.length}
        totalCents={selectionTotal(selected)}
        onBook={() => bookServices(selected, listingId)}
      />
    </>
  );
}
