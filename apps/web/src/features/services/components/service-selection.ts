import { parseIdParam } from '@/lib/id-param';
import type { WellnessService } from '@restora/shared/contracts/services';

/** What /service-payment needs of each chosen service (title, price in cents; docs/decisions/services.md). */
export type SelectedService = Pick<WellnessService, 'id' | 'title' | 'priceCents' | 'category' | 'imageUrl'>;

/** The navigation state /service-payment is reached with. */
export type ServicePaymentState = {
  services: SelectedService[];
  /** The stay (room) the services go with, if any. */
  listingId?: number | undefined;
  /** Where Okay on the confirmation goes instead of /services. */
  redirectTo?: string | undefined;
};

/** A room id from the URL or local storage, or null when missing or malformed (the API would answer 400). */
export const parseListingId = (value: string | null | undefined): number | null => parseIdParam(value);

export function toSelectedService({
  id,
  title,
  priceCents,
  category,
  imageUrl,
}: WellnessService): SelectedService {
  return { id, title, priceCents, category, imageUrl };
}

function isSelectedService(value: unknown): value is SelectedService {
  const v = value as Partial<SelectedService> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.id) &&
    (v.id as number) > 0 &&
    typeof v.title === 'string' &&
    Number.isInteger(v.priceCents) &&
    typeof v.category === 'string' &&
    typeof v.imageUrl === 'string'
  );
}

/**
 * The state as /service-payment received it, or null when no services came with it. History state
 * outlives deploys and can be anything, so it is checked rather than trusted; a service listed twice
 * counts once.
 */
export function readServicePaymentState(state: unknown): ServicePaymentState | null {
  const raw = state as { services?: unknown; listingId?: unknown; redirectTo?: unknown } | null;
  if (typeof raw !== 'object' || raw === null || !Array.isArray(raw.services)) return null;
  const seen = new Set<number>();
  const services = raw.services.filter(isSelectedService).filter((s) => !seen.has(s.id) && seen.add(s.id));
  if (!services.length) return null;
  const listingId =
    typeof raw.listingId === 'number' && Number.isInteger(raw.listingId) && raw.listingId > 0
      ? raw.listingId
      : undefined;
  const redirectTo = typeof raw.redirectTo === 'string' ? raw.redirectTo : undefined;
  return { services, listingId, redirectTo };
}

/** The sum shown to the visitor, in cents; the server charges its own prices. */
export function selectionTotal(services: readonly Pick<SelectedService, 'priceCents'>[]): number {
  return services.reduce((sum, s) => sum + s.priceCents, 0);
}
