/** The admin screens' query keys (see lib/query-keys.ts for the app's). */
export const adminKeys = {
  products: {
    all: () => ['admin', 'products'] as const,
    list: (query: object) => ['admin', 'products', 'list', query] as const,
  },
  partnerApplications: {
    all: () => ['admin', 'partner-applications'] as const,
    list: (status: string, page: number) => ['admin', 'partner-applications', 'list', status, page] as const,
    detail: (id: number) => ['admin', 'partner-applications', 'detail', id] as const,
  },
};
