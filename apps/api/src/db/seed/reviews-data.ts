// Sample reviews (docs/decisions/review-replies.md): a few ended stays of two sample guests at the demo
// partners' rooms, so the stay page and the partner console have reviews to show and answer. The guests
// have no password: nobody signs in as them.

export type SeedGuest = { name: string; email: string };

export const seedGuests: SeedGuest[] = [
  { name: 'Aiko Tanaka', email: 'guest.aiko@restora.example' },
  { name: 'Jonas Weber', email: 'guest.jonas@restora.example' },
];

export type SeedReview = {
  /** A sample room by title (stays-data.ts). */
  room: string;
  /** seedGuests index. */
  guest: number;
  /** Check-out, days before the seed runs; the stay is 3 nights and the review the day after. */
  daysAgo: number;
  rating: number;
  comment: string | null;
  /** The partner's public reply, from the room's organisation's demo partner. */
  reply?: string;
};

export const seedReviews: SeedReview[] = [
  {
    room: 'Rice-Field Garden Room',
    guest: 0,
    daysAgo: 12,
    rating: 5,
    comment: 'Woke to the rice terraces every morning. The dawn yoga class was the best of the trip.',
  },
  {
    room: 'Rice-Field Garden Room',
    guest: 1,
    daysAgo: 40,
    rating: 4,
    comment: 'Lovely room and kind hosts. The path from the road is steep after dark: bring a torch.',
    reply: 'Thank you, Jonas. We have since put lanterns along the path from the road.',
  },
  {
    room: 'Himalaya Twin Room',
    guest: 0,
    daysAgo: 25,
    rating: 4,
    comment: 'Simple and very quiet. Meals were generous and the river walk is beautiful.',
  },
  {
    room: 'Hinoki Bath Suite',
    guest: 1,
    daysAgo: 18,
    rating: 5,
    comment: null,
  },
];
