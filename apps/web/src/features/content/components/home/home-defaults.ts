import type { Feature, Hero, PartnerCta, Testimonial } from '@restora/shared/contracts/content';

// Shown when the static-data call still fails after its retries (docs/decisions/content.md).
export const DEFAULT_HERO: Hero = {
  title: 'Travel well. Come home restored.',
  subtitle:
    'Handpicked retreats, spas and yoga stays around the world, with the treatments, classes and guidance that make every day of your trip count.',
  imageUrl: '/images/content/hero.svg',
  ctaText: 'Find Your Stay',
};

export const DEFAULT_FEATURES: Feature[] = [
  {
    id: 1,
    title: 'Stays Worth the Journey',
    description:
      'Retreats, spas and yoga studios checked by our team for quiet rooms, good food and qualified teachers.',
    icon: 'Compass',
    orderIndex: 1,
  },
  {
    id: 2,
    title: 'Services That Fit Your Stay',
    description:
      'Add a massage, a private class or time with a nutritionist when you book, and arrive to a plan.',
    icon: 'Sparkles',
    orderIndex: 2,
  },
  {
    id: 3,
    title: 'Knowledge You Can Use',
    description:
      'Practical reading on sleep, food, movement, recovery and a calmer mind, written for real trips.',
    icon: 'BookOpen',
    orderIndex: 3,
  },
  {
    id: 4,
    title: 'A Planner for the Whole Journey',
    description: 'Gather stays, services and products into one wellness plan, with your notes beside them.',
    icon: 'CalendarHeart',
    orderIndex: 4,
  },
];

export const DEFAULT_PARTNER_CTA: PartnerCta = {
  title: 'Grow With Restora',
  description:
    'Reach travellers who book for the yoga, the treatments and the food as much as the view. List your retreat, spa, studio or practice and meet guests who come back.',
  ctaText: 'Become a Partner',
  successStories: [],
};

/**
 * The 3 built-in testimonials used when the list is empty or cannot be loaded (docs/decisions/content.md).
 */
export const SAMPLE_TESTIMONIALS: Testimonial[] = [
  {
    id: -1,
    name: 'Claire Dubois',
    testimonial:
      'A week of yoga by the sea with every class and massage booked before I landed. I came home calmer than I have been in years.',
    avatarUrl: '',
    rating: 5,
    location: 'Lyon, France',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: -2,
    name: 'Marcus Lee',
    testimonial:
      'The spa stay was exactly as described, down to the quiet room at the end of the corridor. Booking treatments alongside it saved me hours.',
    avatarUrl: '',
    rating: 5,
    location: 'Singapore',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: -3,
    name: 'Priya Nair',
    testimonial:
      'I used the knowledge centre to prepare for a long-haul trip and slept properly from the first night. Small changes, real difference.',
    avatarUrl: '',
    rating: 4,
    location: 'Bristol, United Kingdom',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];
