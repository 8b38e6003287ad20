/** A back office page under /admin, with its query string if any. */
const adminList = (page: string) => ({
  pattern: `/admin/${page}`,
  to: (search = '') => `/admin/${page}${search}`,
});
/** One record of a back office section: /admin/<section>/:id. */
const adminRecord = (section: string) => ({
  pattern: `/admin/${section}/:id`,
  to: (id: string | number) => `/admin/${section}/${id}`,
});

/** Every link in the app is built from here, so a route renamed is renamed everywhere. */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  howItWorks: { pattern: '/how-it-works', to: () => '/how-it-works' },
  findStays: { pattern: '/find-stays', to: (search = '') => `/find-stays${search}` },
  services: { pattern: '/services', to: (search = '') => `/services${search}` },
  service: { pattern: '/services/:id', to: (id: string | number) => `/services/${id}` },
  retreats: { pattern: '/retreats', to: (search = '') => `/retreats${search}` },
  retreat: { pattern: '/retreats/:id', to: (id: string | number) => `/retreats/${id}` },
  knowledge: { pattern: '/knowledge', to: () => '/knowledge' },
  article: { pattern: '/knowledge/:slug', to: (slug: string) => `/knowledge/${slug}` },
  articleById: { pattern: '/article/:id', to: (id: string | number) => `/article/${id}` },
  servicePayment: { pattern: '/service-payment', to: () => '/service-payment' },
  property: { pattern: '/property/:id', to: (id: string | number) => `/property/${id}` },
  discoveryQuiz: { pattern: '/discovery-quiz', to: () => '/discovery-quiz' },
  discoveryQuizResults: {
    pattern: '/discovery-quiz-results',
    to: (search = '') => `/discovery-quiz-results${search}`,
  },
  bookProperty: { pattern: '/booking/property/:id', to: (id: string | number) => `/booking/property/${id}` },
  bookService: { pattern: '/booking/service/:id', to: (id: string | number) => `/booking/service/${id}` },
  payment: { pattern: '/payment', to: () => '/payment' },
  forPartners: { pattern: '/for-partners', to: () => '/for-partners' },
  journeyDashboard: { pattern: '/journey-dashboard', to: () => '/journey-dashboard' },
  auth: {
    pattern: '/auth',
    to: (returnTo?: string) => (returnTo ? `/auth?returnTo=${encodeURIComponent(returnTo)}` : '/auth'),
  },
  forgotPassword: { pattern: '/forgot-password', to: () => '/forgot-password' },
  resetPassword: { pattern: '/reset-password', to: () => '/reset-password' },
  verifyEmail: { pattern: '/verify-email', to: () => '/verify-email' },
  confirmEmail: { pattern: '/confirm-email', to: () => '/confirm-email' },
  dashboard: { pattern: '/dashboard', to: () => '/dashboard' },
  profile: { pattern: '/profile', to: () => '/profile' },
  marketplace: { pattern: '/marketplace', to: (search = '') => `/marketplace${search}` },
  product: { pattern: '/product/:id', to: (id: string | number) => `/product/${id}` },
  cart: { pattern: '/cart', to: () => '/cart' },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
  orderConfirmation: {
    pattern: '/order-confirmation/:orderId',
    to: (orderId: string | number) => `/order-confirmation/${orderId}`,
  },
  orders: { pattern: '/orders', to: () => '/orders' },
  // The guest's conversations with hosts (docs/decisions/conversations.md, "The guest's screens").
  messages: {
    pattern: '/messages',
    to: ({ unread, page }: { unread?: boolean; page?: number } = {}) => {
      const params = new URLSearchParams();
      if (unread) params.set('unread', 'true');
      if (page && page > 1) params.set('page', String(page));
      const query = params.toString();
      return query ? `/messages?${query}` : '/messages';
    },
  },
  message: { pattern: '/messages/:id', to: (id: string | number) => `/messages/${id}` },
  // The back office (features/admin): one lazy group of routes under /admin (app/admin-routes.tsx).
  admin: {
    pattern: '/admin',
    to: () => '/admin',
    bookings: adminList('bookings'),
    booking: adminRecord('bookings'),
    retreats: adminList('retreats'),
    orders: adminList('orders'),
    order: adminRecord('orders'),
    users: adminList('users'),
    user: adminRecord('users'),
    partners: adminList('partners'),
    partner: adminRecord('partners'),
    moderation: adminList('moderation'),
    hiddenReviews: adminList('moderation/hidden'),
    /** Reported conversation messages, and one reported thread (docs/decisions/conversations.md). */
    reportedMessages: adminList('moderation/messages'),
    reportedThread: adminRecord('moderation/conversations'),
    content: adminList('content'),
    newArticle: adminList('content/articles/new'),
    article: adminRecord('content/articles'),
    testimonials: adminList('content/testimonials'),
    homeTexts: adminList('content/home'),
    products: adminList('products'),
    newProduct: adminList('products/new'),
    product: adminRecord('products'),
    messages: adminList('messages'),
    /** Background jobs, with a retry for a failed one. */
    jobs: adminList('jobs'),
    /** The audit trail; `search` narrows it to one object's history. */
    history: adminList('history'),
    historyRecord: adminRecord('history'),
  },
  adminPartnerApplications: {
    pattern: '/admin/partner-applications',
    to: (search = '') => `/admin/partner-applications${search}`,
  },
  adminPartnerApplication: {
    pattern: '/admin/partner-applications/:id',
    to: (id: string | number) => `/admin/partner-applications/${id}`,
  },
  partner: {
    pattern: '/partner',
    /** The console home, with its list's search and page (docs/decisions/partner-listings.md). */
    to: ({ search, page }: { search?: string; page?: number } = {}) => {
      const params = new URLSearchParams();
      if (search) params.set('q', search);
      if (page && page > 1) params.set('page', String(page));
      const query = params.toString();
      return query ? `/partner?${query}` : '/partner';
    },
  },
  // The bookings of the partner's properties (docs/decisions/partner-bookings.md).
  partnerBookings: { pattern: '/partner/bookings', to: (search = '') => `/partner/bookings${search}` },
  partnerEarnings: { pattern: '/partner/earnings', to: () => '/partner/earnings' },
  partnerRoomCalendar: {
    pattern: '/partner/rooms/:id/calendar',
    to: (id: string | number, month?: string) =>
      `/partner/rooms/${id}/calendar${month ? `?month=${encodeURIComponent(month)}` : ''}`,
  },
  // The partner's properties and rooms (docs/decisions/partner-listings.md).
  partnerPropertyNew: { pattern: '/partner/properties/new', to: () => '/partner/properties/new' },
  partnerProperty: {
    pattern: '/partner/properties/:id',
    to: (id: string | number) => `/partner/properties/${id}`,
  },
  partnerRoomNew: {
    pattern: '/partner/properties/:id/rooms/new',
    to: (propertyId: string | number) => `/partner/properties/${propertyId}/rooms/new`,
  },
  partnerRoom: { pattern: '/partner/rooms/:id', to: (id: string | number) => `/partner/rooms/${id}` },
  // The partner's own wellness services (docs/decisions/partner-services.md).
  partnerServices: { pattern: '/partner/services', to: () => '/partner/services' },
  partnerServiceNew: { pattern: '/partner/services/new', to: () => '/partner/services/new' },
  partnerService: {
    pattern: '/partner/services/:id',
    to: (id: string | number) => `/partner/services/${id}`,
  },
  // The partner's retreats (docs/decisions/retreats-partner-console.md).
  partnerRetreats: { pattern: '/partner/retreats', to: () => '/partner/retreats' },
  partnerRetreatNew: { pattern: '/partner/retreats/new', to: () => '/partner/retreats/new' },
  partnerRetreat: {
    pattern: '/partner/retreats/:id',
    to: (id: string | number) => `/partner/retreats/${id}`,
  },
  partnerPropertyPhotos: {
    pattern: '/partner/properties/:id/photos',
    to: (id: string | number) => `/partner/properties/${id}/photos`,
  },
  partnerRoomPhotos: {
    pattern: '/partner/rooms/:id/photos',
    to: (id: string | number) => `/partner/rooms/${id}/photos`,
  },
  // Reviews of the partner's rooms and their replies (docs/decisions/review-replies.md).
  partnerReviews: {
    pattern: '/partner/reviews',
    to: ({ propertyId, page }: { propertyId?: number | null; page?: number } = {}) => {
      const search = new URLSearchParams();
      if (propertyId) search.set('propertyId', String(propertyId));
      if (page && page > 1) search.set('page', String(page));
      const query = search.toString();
      return query ? `/partner/reviews?${query}` : '/partner/reviews';
    },
  },
  // The organisation's conversations with guests (docs/decisions/conversations.md, "The partner's screens").
  partnerMessages: {
    pattern: '/partner/messages',
    to: ({
      unread,
      propertyId,
      status,
      page,
    }: { unread?: boolean; propertyId?: number | null; status?: string | null; page?: number } = {}) => {
      const search = new URLSearchParams();
      if (unread) search.set('unread', 'true');
      if (propertyId) search.set('propertyId', String(propertyId));
      if (status) search.set('status', status);
      if (page && page > 1) search.set('page', String(page));
      const query = search.toString();
      return query ? `/partner/messages?${query}` : '/partner/messages';
    },
  },
  partnerMessage: {
    pattern: '/partner/messages/:id',
    to: (id: string | number) => `/partner/messages/${id}`,
  },
  partnerInvitation: {
    pattern: '/partner/invitation',
    to: (token?: string) =>
      token ? `/partner/invitation?token=${encodeURIComponent(token)}` : '/partner/invitation',
  },
  privacy: { pattern: '/privacy', to: () => '/privacy' },
  terms: { pattern: '/terms', to: () => '/terms' },
} as const;
