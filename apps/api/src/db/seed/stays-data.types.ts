import type { QuizEnvironment } from '@restora/shared/domain/quiz';
import type { Amenity, PropertyType, WellnessFeature } from '@restora/shared/domain/stay-vocabulary';

export type SeedRoom = {
  title: string;
  description: string;
  /** Nightly price in whole dollars (stored as cents). */
  price: number;
  maxGuests: number;
  /** Paths under apps/web/public, e.g. '/images/stays/stay-07.svg'. */
  images: string[];
  amenities: Amenity[];
  wellnessFeatures: WellnessFeature[];
  rating: number | null;
  reviewCount: number;
};

export type SeedProperty = {
  name: string;
  description: string;
  type: PropertyType;
  address: string;
  city: string;
  state: string | null;
  country: string;
  setting: QuizEnvironment | null;
  latitude: number;
  longitude: number;
  rooms: SeedRoom[];
};
