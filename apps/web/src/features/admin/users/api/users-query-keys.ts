/** The overview's and users screens' query keys (their own, beside adminKeys). */
export const usersKeys = {
  overview: () => ['admin', 'overview'] as const,
  users: {
    all: () => ['admin', 'users'] as const,
    list: (query: Record<string, string | number | undefined>) => ['admin', 'users', 'list', query] as const,
    detail: (id: string) => ['admin', 'users', 'detail', id] as const,
  },
};
