import type { PartnerService } from '@restora/shared/contracts/partner-services';
import type { ServiceCategory } from '@restora/shared/domain/partner-services';
import type { services } from '../../db/schema/services';

/**
 * The generated artwork the sample services of each category use: a partner's service takes its
 * category's, so every service has a picture (docs/decisions/partner-services.md).
 */
const ARTWORK: Record<ServiceCategory, string> = {
  Fitness: '/images/services/personal-training.svg',
  Yoga: '/images/services/yoga.svg',
  Pilates: '/images/services/pilates.svg',
  Spa: '/images/services/spa.svg',
  Massage: '/images/services/massage.svg',
  Thermal: '/images/services/sauna.svg',
  Mindfulness: '/images/services/meditation.svg',
  'Sound Healing': '/images/services/sound-bath.svg',
  Nutrition: '/images/services/nutrition.svg',
  Cooking: '/images/services/cooking-class.svg',
  Outdoors: '/images/services/hiking.svg',
};

export const serviceArtwork = (category: ServiceCategory) => ARTWORK[category];

export function toPartnerService(
  row: typeof services.$inferSelect,
  property: { id: number; name: string },
): PartnerService {
  return {
    id: row.id,
    property: { id: property.id, name: property.name },
    title: row.title,
    description: row.description,
    type: row.type,
    category: row.category,
    priceCents: row.priceCents,
    durationMinutes: row.durationMinutes,
    capacityPerDay: row.capacityPerDay,
    imageUrl: row.imageUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}
