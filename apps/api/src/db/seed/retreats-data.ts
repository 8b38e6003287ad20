import type { CancellationPolicy, RetreatLevel } from '@restora/shared/domain/retreats';

// The sample retreats (docs/decisions/retreats.md): a year of programs at the sample properties, dated from
// the day the seed runs. Some nearly full, some with an early bird, one full with a waitlist.

export type SeedRetreatOption = {
  name: string;
  description: string;
  priceCents: number;
  spots: number;
  earlyBirdPriceCents?: number;
  /** Days before the start the early bird ends. */
  earlyBirdEndsDaysBefore?: number;
  earlyBirdSpots?: number;
};

export type SeedRetreat = {
  property: string;
  title: string;
  summary: string;
  image: string;
  startInDays: number;
  days: number;
  level: RetreatLevel;
  features: string[];
  depositPercent: number | null;
  policy: CancellationPolicy;
  facilitators: { name: string; bio: string }[];
  options: SeedRetreatOption[];
  /** Places taken by the sample guests (index into seedGuests), per option index. */
  places?: { guest: number; option: number; people: number }[];
  /** Sample guests waiting for an option. */
  waitlist?: { guest: number; option: number; people: number }[];
};

const shared = (price: number, spots: number): SeedRetreatOption => ({
  name: 'Shared twin room',
  description: 'Two single beds, shared with another guest of the same gender.',
  priceCents: price,
  spots,
});
const privateRoom = (price: number, spots: number): SeedRetreatOption => ({
  name: 'Private room',
  description: 'A room of your own with a private bathroom.',
  priceCents: price,
  spots,
});

export const seedRetreats: SeedRetreat[] = [
  {
    property: 'Subak Rise Yoga Shala',
    title: '7-day yoga and breathwork retreat',
    summary: 'Sunrise vinyasa, pranayama and slow afternoons above the rice terraces.',
    image: '/images/services/yoga.svg',
    startInDays: 45,
    days: 8,
    level: 'all',
    features: ['Yoga Classes', 'Breathwork', 'Meditation'],
    depositPercent: 25,
    policy: 'standard',
    facilitators: [
      { name: 'Maya Lestari', bio: 'Teaches vinyasa and pranayama; 12 years of practice in Ubud.' },
      { name: 'Ketut Arsana', bio: 'Breathwork facilitator and Balinese healer.' },
    ],
    options: [
      shared(145_000, 6),
      { ...privateRoom(210_000, 4), earlyBirdPriceCents: 185_000, earlyBirdSpots: 3 },
    ],
    places: [
      { guest: 0, option: 0, people: 2 },
      { guest: 1, option: 0, people: 2 },
    ],
  },
  {
    property: 'Shirakumo Ryokan & Onsen',
    title: 'Onsen and zen meditation weekend',
    summary: 'Zazen at dawn, hot springs at dusk, and kaiseki dinners in between.',
    image: '/images/services/meditation.svg',
    startInDays: 60,
    days: 3,
    level: 'beginner',
    features: ['Meditation', 'Thermal Baths'],
    depositPercent: 30,
    policy: 'flexible',
    facilitators: [{ name: 'Haruki Mori', bio: 'Zen teacher trained at Eihei-ji.' }],
    options: [privateRoom(98_000, 2)],
    places: [{ guest: 0, option: 0, people: 2 }],
    waitlist: [{ guest: 1, option: 0, people: 1 }],
  },
  {
    property: 'Casa Colibrí Yoga House',
    title: 'Surf and yoga week in Nosara',
    summary: 'Two surf lessons a day, yin yoga at sunset and Costa Rican farm food.',
    image: '/images/stays/stay-02.svg',
    startInDays: 75,
    days: 7,
    level: 'all',
    features: ['Yoga Classes', 'Fitness Classes'],
    depositPercent: 25,
    policy: 'standard',
    facilitators: [{ name: 'Diego Alvarado', bio: 'Surf coach and yoga teacher.' }],
    options: [
      { ...shared(125_000, 8), earlyBirdPriceCents: 110_000, earlyBirdEndsDaysBefore: 45 },
      privateRoom(175_000, 4),
    ],
  },
  {
    property: 'Daubenhorn Thermal Spa',
    title: 'Alpine detox and thermal baths',
    summary: 'Five days of thermal water, mountain walks and a gentle detox menu.',
    image: '/images/services/spa.svg',
    startInDays: 90,
    days: 5,
    level: 'beginner',
    features: ['Detox Programs', 'Thermal Baths', 'Hiking Trails'],
    depositPercent: 20,
    policy: 'strict',
    facilitators: [{ name: 'Lena Brunner', bio: 'Spa director and nutritionist.' }],
    options: [privateRoom(160_000, 10)],
  },
  {
    property: 'Kasbah Amzri Desert Spa',
    title: 'Desert silence: a sound and stillness retreat',
    summary: 'Sound baths under the stars, hammam rituals and walks into the dunes.',
    image: '/images/services/sound-bath.svg',
    startInDays: 110,
    days: 6,
    level: 'all',
    features: ['Sound Healing', 'Meditation', 'Spa Treatments'],
    depositPercent: 25,
    policy: 'standard',
    facilitators: [{ name: 'Amina Idrissi', bio: 'Sound healer working with gongs and singing bowls.' }],
    options: [shared(118_000, 3), privateRoom(168_000, 2)],
    places: [
      { guest: 1, option: 1, people: 2 },
      { guest: 0, option: 0, people: 2 },
    ],
  },
  {
    property: 'Asteri Caldera Spa',
    title: 'Santorini pilates and sea week',
    summary: 'Reformer pilates each morning, swims in the caldera, long Greek lunches.',
    image: '/images/services/pilates.svg',
    startInDays: 140,
    days: 7,
    level: 'advanced',
    features: ['Pilates', 'Fitness Classes'],
    depositPercent: 30,
    policy: 'standard',
    facilitators: [{ name: 'Eleni Markou', bio: 'Stott-certified pilates instructor.' }],
    options: [{ ...privateRoom(240_000, 6), earlyBirdPriceCents: 210_000, earlyBirdEndsDaysBefore: 90 }],
  },
  {
    property: 'Quinta da Oliveira Velha',
    title: 'Olive grove nutrition and cooking retreat',
    summary: 'Cook the Mediterranean way with a nutritionist, among thousand-year-old olive trees.',
    image: '/images/services/cooking-class.svg',
    startInDays: 160,
    days: 5,
    level: 'all',
    features: ['Nutrition Coaching'],
    depositPercent: null,
    policy: 'flexible',
    facilitators: [{ name: 'Inês Carvalho', bio: 'Chef and registered nutritionist.' }],
    options: [shared(89_000, 8), privateRoom(129_000, 4)],
  },
  {
    property: 'Cedar Tide Retreat',
    title: 'Forest bathing and journaling long weekend',
    summary: 'Guided shinrin-yoku in old-growth cedar forest, with writing circles by the fire.',
    image: '/images/stays/stay-09.svg',
    startInDays: 185,
    days: 4,
    level: 'beginner',
    features: ['Forest Bathing', 'Meditation', 'Hiking Trails'],
    depositPercent: 25,
    policy: 'standard',
    facilitators: [{ name: 'Rowan Ellis', bio: 'Certified forest therapy guide.' }],
    options: [shared(72_000, 10)],
  },
  {
    property: 'Lindarvík Lake Retreat',
    title: 'Nordic sleep reset',
    summary: 'Sauna, cold plunge and a sleep program under the midnight sun.',
    image: '/images/services/sauna.svg',
    startInDays: 215,
    days: 6,
    level: 'all',
    features: ['Sleep Programs', 'Cold Plunge'],
    depositPercent: 25,
    policy: 'strict',
    facilitators: [{ name: 'Sigrún Jónsdóttir', bio: 'Sleep coach and sauna master.' }],
    options: [privateRoom(195_000, 5)],
  },
  {
    property: 'Sadhana Vana Yoga House',
    title: '10-day ayurveda and yoga immersion',
    summary: 'Daily ayurvedic treatments, hatha yoga and a personal dosha plan.',
    image: '/images/services/massage.svg',
    startInDays: 245,
    days: 11,
    level: 'all',
    features: ['Ayurveda', 'Yoga Classes', 'Massage'],
    depositPercent: 25,
    policy: 'standard',
    facilitators: [{ name: 'Dr. Anjali Menon', bio: 'Ayurvedic physician (BAMS).' }],
    options: [
      { ...shared(210_000, 8), earlyBirdPriceCents: 185_000, earlyBirdEndsDaysBefore: 120 },
      privateRoom(280_000, 4),
    ],
  },
  {
    property: 'Subak Rise Yoga Shala',
    title: 'Advanced vinyasa teacher intensive',
    summary: 'Two weeks of deep practice, anatomy and sequencing for experienced practitioners.',
    image: '/images/services/breathwork.svg',
    startInDays: 290,
    days: 14,
    level: 'advanced',
    features: ['Yoga Classes', 'Breathwork'],
    depositPercent: 15,
    policy: 'strict',
    facilitators: [
      { name: 'Maya Lestari', bio: 'Teaches vinyasa and pranayama; 12 years of practice in Ubud.' },
    ],
    options: [shared(320_000, 12), privateRoom(410_000, 6)],
  },
  {
    property: 'Kasbah Amzri Desert Spa',
    title: 'New year hammam and hiking retreat',
    summary: 'Start the year with Atlas hikes, hammam rituals and mint tea by the fire.',
    image: '/images/services/hiking.svg',
    startInDays: 330,
    days: 5,
    level: 'all',
    features: ['Hiking Trails', 'Spa Treatments'],
    depositPercent: 25,
    policy: 'flexible',
    facilitators: [{ name: 'Youssef Amrani', bio: 'Mountain guide from the High Atlas.' }],
    options: [{ ...shared(99_000, 10), earlyBirdPriceCents: 85_000, earlyBirdSpots: 4 }],
  },
];
