import type { LazyRouteFunction, RouteObject } from 'react-router';
import { preloadScreen } from '@/lib/route-preload';

/** A screen's `handle`: its code is src/app/routes/<module>.tsx, which the server preloads by that name. */
export type ScreenHandle = { module: string };

// One lazy module per screen: each route's code loads only when it is visited.
export type ScreenModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;
type ScreenModules = Record<string, () => Promise<ScreenModule>>;

/**
 * Route objects for the screen modules in `modules` (an import.meta.glob of src/app/routes): a route's
 * component is the module's `Component`, or the export named `component`.
 */
export function screens(modules: ScreenModules) {
  return (module: string, route: { index: true } | { path: string }, component?: string): RouteObject => {
    const load = modules[`./routes/${module}.tsx`];
    if (!load) throw new Error(`No screen module src/app/routes/${module}.tsx`);
    return {
      ...route,
      handle: { module } satisfies ScreenHandle,
      // The screen's imports are requested together with its chunk, not after it (lib/route-preload.ts).
      lazy: () => {
        preloadScreen(module);
        return component ? load().then((m) => ({ Component: m[component as 'Component'] })) : load();
      },
    };
  };
}
