import { AsyncLocalStorage } from 'node:async_hooks';
import { finished } from 'node:stream/promises';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClientProvider,
  type QueryClient,
} from '@tanstack/react-query';
import { adminRoutes } from '../app/admin-routes';
import { appRoutes } from '../app/router';
import type { ScreenHandle } from '../app/screens';
import { ToasterOnDemand } from '../components/ui/toaster-on-demand';
import { setApiTransport } from '../lib/api-client';
import { setNotFoundReporter } from '../lib/page-status';
import { createQueryClient } from '../lib/query-client';
import { SSR_STATE_ID, type SsrState } from './ssr-state';

type Transport = (input: string, init: RequestInit) => Promise<Response>;

/** Each render's API calls go to its own transport (the page request's cookies), even when renders overlap. */
const requestTransport = new AsyncLocalStorage<Transport>();
setApiTransport((input, init) => {
  const transport = requestTransport.getStore();
  if (!transport) throw new Error('An API call outside a server-side render');
  return transport(input, init);
});

/** Whether the render under way showed a not-found state (lib/page-status.ts). */
const renderStatus = new AsyncLocalStorage<{ notFound: boolean }>();
setNotFoundReporter(() => {
  const status = renderStatus.getStore();
  if (status) status.notFound = true;
});

// One for the process: it loads each route's lazy module once and keeps it. The server has the back
// office's routes from the start (the browser adds them when it first opens one).
const handler = createStaticHandler(appRoutes(adminRoutes));

/** Rounds of "render, then fetch what the render asked for": a query that needs another's answer waits one. */
const MAX_DATA_ROUNDS = 3;

export type RenderResult =
  | { kind: 'html'; status: number; html: string; state: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string };

/**
 * The first screen of `url` as HTML, with the API answers it used (for the browser to hydrate from).
 * `transport` answers the page's API calls in process, with the visitor's cookies.
 */
export async function render(url: string, transport: Transport): Promise<RenderResult> {
  return requestTransport.run(transport, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    const app = (
      <StrictMode>
        {/* The same shape as <App> (router, then toaster): useId values come from the tree's shape, and
            they must come out the same here and in the browser. */}
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <ToasterOnDemand />
        </QueryClientProvider>
      </StrictMode>
    );
    // Each round waits for the lazy parts too (React keeps a loaded lazy component), so that the last
    // render, to a string, meets no Suspense: the HTML then needs no inline script to finish it (the CSP
    // allows none) and the browser hydrates the whole page.
    for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
      await prerenderAll(app);
      if (!(await fetchPendingQueries(queryClient))) break;
    }
    // 404 when the screen in this HTML (the last render) said its page is not there: an address that is
    // not one of the site's ("Page not found"), or an id that cannot exist (lib/page-status.ts).
    const status = { notFound: false };
    const html = renderStatus.run(status, () => renderToString(app));
    const state: SsrState = {
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) && q.meta?.ssr !== false,
      }),
    };
    // The screens' modules, for the server to preload beside the app's entry.
    const modules = context.matches.flatMap(
      ({ route }) => (route.handle as ScreenHandle | undefined)?.module ?? [],
    );
    return {
      kind: 'html',
      status: status.notFound ? 404 : context.statusCode,
      html,
      state: serializeState(state),
      modules,
    };
  });
}

/**
 * Fetches every query a render created and left waiting (but those marked `meta: { ssr: false }`, whose
 * data is not JSON: they load in the browser); false when there was none.
 */
async function fetchPendingQueries(queryClient: QueryClient) {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        q.meta?.ssr !== false &&
        (q.options as { enabled?: unknown }).enabled !== false,
    );
  if (pending.length === 0) return false;
  // A failed query stays failed in the cache, is not sent to the browser, and the browser asks again.
  await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  return true;
}

/** Renders `app` to the end, waiting for every lazy part (the footer, say); the output is not needed. */
async function prerenderAll(app: React.ReactElement) {
  const { prelude } = await prerenderToNodeStream(app);
  prelude.resume();
  await finished(prelude);
}

/** JSON that cannot close its <script> element or start a comment. */
function serializeState(state: SsrState) {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export { SSR_STATE_ID };
