import type { AuditListQuery } from '../audit/api/list-audit-events';
import type { AdminBookingsParams } from '../bookings/api/list-admin-bookings';
import type { AdminOrdersParams } from '../bookings/api/list-admin-orders';

/**
 * Every query key of the back office, one factory for all its sections (see lib/query-keys.ts for the
 * public site's, which the admin also refreshes). A key starts with its section's prefix, so
 * invalidating `x.all()` refreshes every query under it.
 */
export const adminKeys = {
  overview: () => ['admin', 'overview'] as const,
  /** Imported calendars that claim booked nights (docs/decisions/calendar-sync.md). */
  calendarConflicts: () => ['admin', 'calendar-conflicts'] as const,
  users: {
    all: () => ['admin', 'users'] as const,
    list: (query: Record<string, string | number | undefined>) => ['admin', 'users', 'list', query] as const,
    detail: (id: string) => ['admin', 'users', 'detail', id] as const,
  },
  products: {
    all: () => ['admin', 'products'] as const,
    list: (query: object) => ['admin', 'products', 'list', query] as const,
    detail: (id: number) => ['admin', 'products', 'detail', id] as const,
  },
  partnerApplications: {
    all: () => ['admin', 'partner-applications'] as const,
    list: (status: string, page: number) => ['admin', 'partner-applications', 'list', status, page] as const,
    detail: (id: number) => ['admin', 'partner-applications', 'detail', id] as const,
  },
  reported: {
    all: () => ['admin', 'reported-reviews'] as const,
    page: (page: number, dir: string) => ['admin', 'reported-reviews', page, dir] as const,
  },
  /** Reported conversation messages and their threads (docs/decisions/conversations.md, "Moderation"). */
  reportedMessages: {
    all: () => ['admin', 'reported-messages'] as const,
    page: (status: string, page: number) => ['admin', 'reported-messages', 'page', status, page] as const,
    thread: (id: number) => ['admin', 'reported-messages', 'thread', id] as const,
  },
  hidden: {
    all: () => ['admin', 'hidden-reviews'] as const,
    page: (page: number, dir: string) => ['admin', 'hidden-reviews', page, dir] as const,
  },
  organisations: {
    all: () => ['admin', 'organisations'] as const,
    list: (q: string, page: number, sort: string, dir: string) =>
      ['admin', 'organisations', 'list', q, page, sort, dir] as const,
    detail: (id: number) => ['admin', 'organisations', 'detail', id] as const,
  },
  messages: {
    all: () => ['admin', 'messages'] as const,
    list: (status: string, recipient: string, page: number, dir: string) =>
      ['admin', 'messages', status, recipient, page, dir] as const,
  },
  /** Background jobs (docs/decisions/admin-moderation.md). */
  jobs: {
    all: () => ['admin', 'jobs'] as const,
    list: (status: string, queue: string, page: number, dir: string) =>
      ['admin', 'jobs', status, queue, page, dir] as const,
  },
  audit: {
    all: () => ['admin', 'audit'] as const,
    list: (query: AuditListQuery) => ['admin', 'audit', 'list', query] as const,
    detail: (id: number) => ['admin', 'audit', 'detail', id] as const,
  },
  /** The back office content (docs/decisions/admin-content.md). */
  content: {
    all: () => ['admin', 'content'] as const,
    articles: () => ['admin', 'content', 'articles'] as const,
    articleList: (search: string) => ['admin', 'content', 'articles', 'list', search] as const,
    article: (id: number) => ['admin', 'content', 'articles', 'detail', id] as const,
    testimonials: () => ['admin', 'content', 'testimonials'] as const,
    testimonialList: (search: string) => ['admin', 'content', 'testimonials', search] as const,
    homeTexts: () => ['admin', 'content', 'home-texts'] as const,
  },
  bookings: {
    all: () => ['admin', 'bookings'] as const,
    list: (params: AdminBookingsParams) => ['admin', 'bookings', 'list', params] as const,
    detail: (id: number) => ['admin', 'bookings', 'detail', id] as const,
  },
  /** Retreats and their places (docs/decisions/retreats-back-office.md). */
  retreats: {
    all: () => ['admin', 'retreats'] as const,
    list: (params: object) => ['admin', 'retreats', 'list', params] as const,
    places: (params: object) => ['admin', 'retreats', 'places', params] as const,
  },
  orders: {
    all: () => ['admin', 'orders'] as const,
    list: (params: AdminOrdersParams) => ['admin', 'orders', 'list', params] as const,
    detail: (id: number) => ['admin', 'orders', 'detail', id] as const,
  },
};
