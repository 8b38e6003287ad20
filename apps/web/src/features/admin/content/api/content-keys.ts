/** The back office content's query keys (docs/decisions/admin-content.md). */
export const contentKeys = {
  all: () => ['admin', 'content'] as const,
  articles: () => ['admin', 'content', 'articles'] as const,
  articleList: (search: string) => ['admin', 'content', 'articles', 'list', search] as const,
  article: (id: number) => ['admin', 'content', 'articles', 'detail', id] as const,
  testimonials: () => ['admin', 'content', 'testimonials'] as const,
  testimonialList: (search: string) => ['admin', 'content', 'testimonials', search] as const,
  homeTexts: () => ['admin', 'content', 'home-texts'] as const,
};
