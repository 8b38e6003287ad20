/** The partner console's query keys (see lib/query-keys.ts for the app's). */
export const partnerKeys = {
  /** The signed-in partner's organisations; changes with the session. */
  home: () => ['partners', 'me'] as const,
  /** Whether an organisation asks its members for a second factor; under home(). */
  organisationSecondFactor: (id: number) => ['partners', 'me', 'second-factor', id] as const,
  /** A page of the console home's list of properties; under home(), so what refreshes one refreshes both. */
  properties: (params: { search: string; page: number }) => ['partners', 'me', 'properties', params] as const,
  /** Every month of every room calendar: a change refreshes them all. */
  calendars: () => ['partners', 'calendar'] as const,
  calendar: (roomId: number, month: string) => ['partners', 'calendar', roomId, month] as const,
  /** A room's export link and imported calendars (docs/decisions/calendar-sync.md). */
  calendarExport: (roomId: number) => ['partners', 'calendar-sync', roomId, 'export'] as const,
  calendarFeeds: (roomId: number) => ['partners', 'calendar-sync', roomId, 'feeds'] as const,
  invitation: (token: string) => ['partners', 'invitation', token] as const,
  /** A property's or room's photos, as its partner manages them. */
  photos: (scope: string, id: number) => ['partners', 'photos', scope, id] as const,
  property: (id: number) => ['partners', 'property', id] as const,
  room: (id: number) => ['partners', 'room', id] as const,
  /** The partner's services (docs/decisions/partner-services.md). */
  services: () => ['partners', 'services'] as const,
  service: (id: number) => ['partners', 'services', id] as const,
  /** Every page of the reviews of the partner's rooms: a reply refreshes them all. */
  reviews: () => ['partners', 'reviews'] as const,
  reviewPage: (propertyId: number | null, page: number) => ['partners', 'reviews', propertyId, page] as const,
  /** Every page of the partner's bookings list: a cancellation refreshes them all. */
  bookingsAll: () => ['partners', 'bookings'] as const,
  bookings: (params: object) => ['partners', 'bookings', params] as const,
  /** The requests to book waiting for an answer (docs/decisions/request-to-book.md). */
  bookingRequests: () => ['partners', 'booking-requests'] as const,
  earnings: (year: number, propertyId: number | null) => ['partners', 'earnings', year, propertyId] as const,
  /** The partner's retreats (docs/decisions/retreats-partner-console.md); a retreat and its participants under it. */
  retreats: () => ['partners', 'retreats'] as const,
  retreat: (id: number) => ['partners', 'retreats', id] as const,
  retreatParticipants: (id: number) => ['partners', 'retreats', id, 'participants'] as const,
  /** The organisation's threads with guests: every inbox page, each thread, and the caller's unread total under it. */
  conversations: () => ['partners', 'conversations'] as const,
  conversationPage: (params: object) => ['partners', 'conversations', 'page', params] as const,
  conversation: (id: number) => ['partners', 'conversations', id] as const,
  conversationsUnread: () => ['partners', 'conversations', 'unread'] as const,
};
