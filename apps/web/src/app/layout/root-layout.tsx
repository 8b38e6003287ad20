import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from './header';
import { PageLoading } from './page-loading';

// Below every page's content: it loads with, not before, the page (nothing above it moves when it comes).
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow-soft"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none md:pt-20">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
