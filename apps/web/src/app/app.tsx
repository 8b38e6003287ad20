import { useEffect, useState } from 'react';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToasterOnDemand } from '../components/ui/toaster-on-demand';
import { createQueryClient } from '../lib/query-client';
import { createRouter } from './router';

type AppProps = {
  dehydratedState?: DehydratedState | undefined;
  /** The back office's routes, when the first page is one of them (loaded before hydrating). */
  admin?: RouteObject[] | undefined;
  /** Once, after the server-rendered page has been taken over; the page is marked ready when it settles. */
  onHydrated?: (() => Promise<void>) | undefined;
};

export function App({ dehydratedState, admin, onHydrated }: AppProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (dehydratedState) hydrate(client, dehydratedState);
    return client;
  });
  const [router] = useState(() => createRouter({ serverRendered: Boolean(dehydratedState), admin }));
  const [hydrated] = useState(() => onHydrated);
  // The page answers clicks from here on (end-to-end tests wait for this after each page load).
  useEffect(() => {
    const markReady = () => {
      document.documentElement.dataset.ready = 'true';
    };
    if (hydrated) void hydrated().finally(markReady);
    else markReady();
  }, [hydrated]);
  return (
    // src/ssr/entry-server.tsx renders the same shape (useId values must match when hydrating).
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}
