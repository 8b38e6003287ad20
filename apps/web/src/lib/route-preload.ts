/**
 * Preloads the code of a screen the person is opening: /route-modules.json (written by the build, see
 * routeModulePreloads() in vite.config.ts) lists, per screen module, the files it needs beyond the entry's.
 * Without it the browser would find a screen's imports only after its own chunk had arrived (one more round
 * of requests per level of imports). The table is fetched once; the dev server has none, and then nothing
 * is preloaded (docs/decisions/bundle-budget.md).
 */
type RouteTable = Record<string, string[]>;

let table: RouteTable | undefined;
let loading: Promise<void> | undefined;

export function loadRouteTable(fetchTable: typeof fetch = fetch): Promise<void> {
  loading ??= fetchTable('/route-modules.json')
    .then((response) => (response.ok ? (response.json() as Promise<RouteTable>) : {}))
    .catch(() => ({}))
    .then((loaded) => {
      table = loaded;
    });
  return loading;
}

function addPreloads(module: string) {
  for (const href of table?.[module] ?? []) {
    if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

/** Adds modulepreload links for the files of screen `module`, now or as soon as the table has arrived. */
export function preloadScreen(module: string): void {
  if (typeof document === 'undefined') return;
  if (table) addPreloads(module);
  else void loadRouteTable().then(() => addPreloads(module));
}

/** For tests: forget the table. */
export function resetRouteTable() {
  table = undefined;
  loading = undefined;
}
