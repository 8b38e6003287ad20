/** Query keys of the moderation, partners and messages sections. */
export const moderationKeys = {
  reported: {
    all: () => ['admin', 'reported-reviews'] as const,
    page: (page: number, dir: string) => ['admin', 'reported-reviews', page, dir] as const,
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
};
