import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { ArticlePreviewContext } from '@/features/admin/content/article-preview';
import { AdminOnly } from '../layout/admin-only';
import { PageLoading } from '../layout/page-loading';

// The article editor's preview is the knowledge centre's own renderer, loaded with the editor.
const ArticleBody = lazy(() =>
  import('@/features/content/components/article/article-body').then((m) => ({ default: m.ArticleBody })),
);
const renderArticle = (markdown: string) => (
  <Suspense fallback={<p role="status">Loading the preview...</p>}>
    <ArticleBody markdown={markdown} />
  </Suspense>
);

/**
 * The frame of the back office's pages under /admin (their routes: ../admin-routes.tsx). Visitors are
 * asked to sign in, non-administrators are turned away, and the API refuses both as well.
 */
export function Component() {
  return (
    <AdminOnly returnTo={paths.admin.to()} signInMessage="Please log in to open the back office">
      {() => (
        <Suspense fallback={<PageLoading />}>
          <ArticlePreviewContext value={renderArticle}>
            <Outlet />
          </ArticlePreviewContext>
        </Suspense>
      )}
    </AdminOnly>
  );
}
