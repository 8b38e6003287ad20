import { createContext, use, type ComponentType } from 'react';

/**
 * How the site shows an article's Markdown. The app hands in the knowledge centre's own renderer
 * (app/routes/admin.tsx), which this feature may not import, so the preview is what the public will see.
 */
export type ArticlePreview = ComponentType<{ markdown: string }>;

export const ArticlePreviewContext = createContext<ArticlePreview | null>(null);

export function useArticlePreview(): ArticlePreview | null {
  return use(ArticlePreviewContext);
}
