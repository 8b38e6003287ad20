/** The content section's addresses under /admin/content (its screen's descendant routes). */
export const contentPaths = {
  articles: '/admin/content',
  newArticle: '/admin/content/articles/new',
  article: (id: number) => `/admin/content/articles/${id}`,
  testimonials: '/admin/content/testimonials',
  home: '/admin/content/home',
};
