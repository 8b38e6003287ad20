import { createContext, use, type ReactNode } from 'react';

/**
 * How the site shows an article's Markdown. The app hands in the knowledge centre's own renderer
 * (app/routes/admin.tsx), which this feature may not import, so the preview is what the public will see.
 */
export type RenderArticle = (markdown: string) => ReactNode;

export const ArticlePreviewContext = createContext<RenderArticle | null>(null);

export function useArticlePreview(): RenderArticle | null {
  return use(ArticlePreviewContext);
}
