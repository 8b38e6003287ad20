import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { adminSections } from '@/features/admin/admin-sections';
import { ArticlePreviewContext } from '@/features/admin/content/article-preview';
import { AdminOnly } from '../layout/admin-only';
import { PageLoading } from '../layout/page-loading';
import { Component as NotFound } from './not-found';

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
 * The back office under /admin: one screen for the router, whose sections are descendant routes loaded
 * on demand (features/admin/admin-sections.tsx). Visitors are asked to sign in, non-administrators are
 * turned away, and the API refuses both as well.
 */
export function Component() {
  return (
    <AdminOnly returnTo={paths.admin.to()} signInMessage="Please log in to open the back office">
      {() => (
        <Suspense fallback={<PageLoading />}>
          <ArticlePreviewContext value={renderArticle}>
            <Routes>
              {adminSections.map(({ path, Screen }) =>
                path === '' ? (
                  <Route key="index" index element={<Screen />} />
                ) : (
                  <Route key={path} path={`${path}/*`} element={<Screen />} />
                ),
              )}
              <Route path="*" element={<NotFound />} />
            </Routes>
          </ArticlePreviewContext>
        </Suspense>
      )}
    </AdminOnly>
  );
}
