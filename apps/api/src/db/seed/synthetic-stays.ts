import { AMENITIES, PROPERTY_TYPES, WELLNESS_FEATURES } from '@restora/shared/domain/stay-vocabulary';
import { QUIZ_ENVIRONMENTS } from '@restora/shared/domain/quiz';
import type { SeedProperty, SeedRoom } from './stays-data.types';
import { seededRandom as random } from './seeded-random';

type City = [city: string, state: string | null, country: string, lat: number, lng: number];

// Real destinations, weighted towards the places wellness travellers go most.
const CITIES: City[] = [
  ['Ubud', 'Bali', 'Indonesia', -8.5069, 115.2625],
  ['Canggu', 'Bali', 'Indonesia', -8.6478, 115.1385],
  ['Nosara', 'Guanacaste', 'Costa Rica', 9.9766, -85.6531],
  ['Santa Teresa', 'Puntarenas', 'Costa Rica', 9.6431, -85.1676],
  ['Tulum', 'Quintana Roo', 'Mexico', 20.2114, -87.4654],
  ['Sedona', 'Arizona', 'United States', 34.8697, -111.7609],
  ['Big Sur', 'California', 'United States', 36.2704, -121.8081],
  ['Ojai', 'California', 'United States', 34.448, -119.2429],
  ['Asheville', 'North Carolina', 'United States', 35.5951, -82.5515],
  ['Whistler', 'British Columbia', 'Canada', 50.1163, -122.9574],
  ['Banff', 'Alberta', 'Canada', 51.1784, -115.5708],
  ['Sintra', 'Lisbon', 'Portugal', 38.8029, -9.3817],
  ['Ericeira', 'Lisbon', 'Portugal', 38.9631, -9.4153],
  ['Comporta', 'Setúbal', 'Portugal', 38.3804, -8.7838],
  ['Ibiza', 'Balearic Islands', 'Spain', 38.9067, 1.4206],
  ['Mallorca', 'Balearic Islands', 'Spain', 39.6953, 3.0176],
  ['Tuscany', 'Tuscany', 'Italy', 43.7711, 11.2486],
  ['Merano', 'South Tyrol', 'Italy', 46.6713, 11.1525],
  ['Amalfi', 'Campania', 'Italy', 40.634, 14.6027],
  ['Santorini', 'South Aegean', 'Greece', 36.3932, 25.4615],
  ['Crete', 'Crete', 'Greece', 35.2401, 24.8093],
  ['Zermatt', 'Valais', 'Switzerland', 46.0207, 7.7491],
  ['Interlaken', 'Bern', 'Switzerland', 46.6863, 7.8632],
  ['Bad Gastein', 'Salzburg', 'Austria', 47.1149, 13.1339],
  ['Baden-Baden', 'Baden-Württemberg', 'Germany', 48.7606, 8.2398],
  ['Reykjavík', null, 'Iceland', 64.1466, -21.9426],
  ['Marrakech', 'Marrakech-Safi', 'Morocco', 31.6295, -7.9811],
  ['Essaouira', 'Marrakech-Safi', 'Morocco', 31.5085, -9.7595],
  ['Koh Samui', 'Surat Thani', 'Thailand', 9.512, 100.0136],
  ['Chiang Mai', 'Chiang Mai', 'Thailand', 18.7883, 98.9853],
  ['Rishikesh', 'Uttarakhand', 'India', 30.0869, 78.2676],
  ['Goa', 'Goa', 'India', 15.2993, 74.124],
  ['Kerala', 'Kerala', 'India', 9.9312, 76.2673],
  ['Hakone', 'Kanagawa', 'Japan', 35.2324, 139.1069],
  ['Kyoto', 'Kyoto', 'Japan', 35.0116, 135.7681],
  ['Queenstown', 'Otago', 'New Zealand', -45.0312, 168.6626],
  ['Byron Bay', 'New South Wales', 'Australia', -28.6474, 153.602],
  ['Daylesford', 'Victoria', 'Australia', -37.3417, 144.1426],
  ['Cape Town', 'Western Cape', 'South Africa', -33.9249, 18.4241],
  ['Bocas del Toro', 'Bocas del Toro', 'Panama', 9.3403, -82.2418],
];

const NAME_FIRST = [
  'Sol',
  'Cedar',
  'Lotus',
  'Tide',
  'Fern',
  'Stone',
  'Willow',
  'Amber',
  'Sage',
  'Moss',
  'Salt',
  'Juniper',
];
const NAME_SECOND = [
  'House',
  'Retreat',
  'Sanctuary',
  'Springs',
  'Haven',
  'Lodge',
  'Garden',
  'Shala',
  'Baths',
  'Hideaway',
];
const ROOM_KINDS = [
  'Garden Room',
  'Studio',
  'Suite',
  'Villa',
  'Cabin',
  'Loft',
  'Bungalow',
  'Treehouse',
  'Dome',
];
const ROOM_ADJ = [
  'Quiet',
  'Sunlit',
  'Courtyard',
  'Hillside',
  'Lagoon',
  'Forest',
  'Terrace',
  'Orchard',
  'Cliff',
];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

function pickSome<T>(rand: () => number, items: readonly T[], min: number, max: number): T[] {
  const count = min + Math.floor(rand() * (max - min + 1));
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length)
    chosen.push(pool.splice(Math.floor(rand() * pool.length), 1)[0] as T);
  return chosen;
}

function room(rand: () => number, index: number): SeedRoom {
  // Log-uniform between 40 and 480: many modest rooms, fewer luxurious ones.
  const price = Math.round(40 * Math.exp(rand() * Math.log(480 / 40)));
  const rated = rand() > 0.1;
  const image = (n: number) => `/images/stays/stay-${String(n).padStart(2, '0')}.svg`;
  const first = 1 + Math.floor(rand() * 40);
  return {
    title: `${pick(rand, ROOM_ADJ)} ${pick(rand, ROOM_KINDS)} ${index + 1}`,
    description: 'A calm, light-filled room made for rest, with natural materials and a view of the grounds.',
    price,
    maxGuests: pick(rand, [1, 2, 2, 2, 2, 3, 4, 4, 6]),
    images: [first, ((first + 9) % 40) + 1, ((first + 19) % 40) + 1].map(image),
    amenities: pickSome(rand, AMENITIES, 3, 9),
    wellnessFeatures: pickSome(rand, WELLNESS_FEATURES, 2, 6),
    rating: rated ? Math.round((3.5 + rand() * 1.5) * 10) / 10 : null,
    reviewCount: rated ? 1 + Math.floor(rand() * 400) : 0,
  };
}

/** `count` synthetic rooms, four to a property, for benchmarks at scale. */
export function* syntheticProperties(count: number, seed = 42): Generator<SeedProperty> {
  const rand = random(seed);
  let made = 0;
  let propertyIndex = 0;
  while (made < count) {
    const [city, state, country, lat, lng] = pick(rand, CITIES);
    const rooms = Math.min(1 + Math.floor(rand() * 6), count - made);
    propertyIndex++;
    yield {
      name: `${pick(rand, NAME_FIRST)} ${pick(rand, NAME_SECOND)} ${city} ${propertyIndex}`,
      description: `A wellness property in ${city}, ${country}, with room to slow down and recover.`,
      type: pick(rand, PROPERTY_TYPES).value,
      address: `${1 + Math.floor(rand() * 200)} Calm Street, ${city}`,
      city,
      state,
      country,
      // From the index, not the random stream, so the rest of the synthetic data is as it was.
      setting: QUIZ_ENVIRONMENTS[propertyIndex % QUIZ_ENVIRONMENTS.length]!,
      latitude: Math.round((lat + (rand() - 0.5) * 0.1) * 1e4) / 1e4,
      longitude: Math.round((lng + (rand() - 0.5) * 0.1) * 1e4) / 1e4,
      rooms: Array.from({ length: rooms }, (_, i) => room(rand, i)),
    };
    made += rooms;
  }
}
