import type { QuizQuery } from '@restora/shared/domain/quiz';

/**
 * Every query key of the app. Features read and refresh each other's data (the shop writes the cart,
 * a booking refreshes the stays, the admin refreshes the products): they name the keys here rather than
 * copying the literals. A key starts with its prefix, so invalidating the prefix refreshes every query
 * under it. They live here, not in each feature, because a feature must not import another (lint). The
 * partner console's keys (lib/partner-query-keys.ts, shared by the partners and photos features) and the
 * back office's (features/admin/api/query-keys.ts) have their own factories: only their lazy screens use
 * them, so the entry does not carry them (docs/decisions/bundle-budget.md).
 */
export const queryKeys = {
  session: () => ['session'] as const,
  profile: () => ['profile'] as const,
  /** The account's authenticator app and what this session proved (docs/decisions/second-factors.md). */
  secondFactor: () => ['second-factor'] as const,
  /** The account's passkeys (docs/decisions/passkeys.md). */
  passkeys: () => ['passkeys'] as const,
  /** Whether a password-reset link can still be used. */
  resetLink: (token: string) => ['reset-link', token] as const,
  /** The password-strength checker (a function, loaded on demand), not an API answer. */
  passwordChecker: () => ['zxcvbn'] as const,

  cart: () => ['cart'] as const,

  dashboard: () => ['dashboard'] as const,

  stays: {
    /** Everything a visitor reads of stays (a partner's publish or save changes it). */
    all: () => ['stays'] as const,
    searches: () => ['stays', 'search'] as const,
    search: (query: string) => ['stays', 'search', query] as const,
    featured: () => ['stays', 'featured'] as const,
    filterOptions: () => ['stays', 'filter-options'] as const,
    /** A room, its booked nights and its quotes: all change when it is booked. */
    rooms: () => ['stays', 'room'] as const,
    room: (id: string) => ['stays', 'room', id] as const,
    bookedRanges: (id: string, from: string, to: string) =>
      ['stays', 'room', id, 'booked', from, to] as const,
    quote: (id: string, checkIn: string, checkOut: string, guests: number) =>
      ['stays', 'room', id, 'quote', checkIn, checkOut, guests] as const,
  },

  services: {
    all: () => ['services'] as const,
    list: (listingId: string | null) => ['services', 'list', listingId] as const,
    one: (id: string) => ['services', 'one', id] as const,
  },

  products: {
    all: () => ['products'] as const,
    list: (query: string) => ['products', 'list', query] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
  },

  orders: {
    list: () => ['orders', 'list'] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
  },

  content: {
    /** Everything the public knowledge centre and home page read (an edit in the back office changes it). */
    all: () => ['content'] as const,
    article: (idOrSlug: string) => ['content', 'article', idOrSlug] as const,
    articles: (filter: { search: string; category: string }) => ['content', 'articles', filter] as const,
    howItWorks: () => ['content', 'how-it-works'] as const,
    staticData: () => ['content', 'static-data'] as const,
    testimonials: () => ['content', 'testimonials'] as const,
  },

  /** The guest's conversations with hosts; the header's unread badge reads `unread` (docs/decisions/conversations.md). */
  conversations: {
    all: () => ['conversations'] as const,
    lists: () => ['conversations', 'list'] as const,
    list: (unread: boolean, page: number) => ['conversations', 'list', unread, page] as const,
    one: (id: number) => ['conversations', 'one', id] as const,
    unread: () => ['conversations', 'unread'] as const,
  },

  quizRecommendations: (query: QuizQuery) => ['quiz-recommendations', query] as const,

  journey: {
    all: () => ['journey'] as const,
    plans: () => ['journey', 'plans'] as const,
    plan: (id: number) => ['journey', 'plan', id] as const,
    /** The mutation that reorders a plan's items: one at a time per plan (a mutation key, not a query's). */
    reorder: (id: number) => ['journey', 'plan', id, 'order'] as const,
  },
};
