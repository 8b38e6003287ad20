import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './styles.css';
import { App } from './app/app';
import { routes } from './app/router';
import { takeEarlyInput } from './lib/take-early-input';
import { readSsrState } from './ssr/ssr-state';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The server sent the first screen as HTML: load the code of the routes it shows, then hydrate (taking over
 * that HTML with the API answers it was made from). Otherwise (the dev server) render from scratch.
 */
async function start(container: HTMLElement) {
  const state = readSsrState();
  if (!state) {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  // What the person did while the page was loading is done again once the app has taken the page over
  // (the code that does it again loads meanwhile, and only then).
  const early = takeEarlyInput();
  const replay = early && import('./lib/early-input').then((m) => () => m.replayEarlyInput(early));
  const app = (
    <StrictMode>
      <App
        dehydratedState={state.queries}
        onHydrated={replay && (() => Promise.all([replay, afterThisTask()]).then(([run]) => run()))}
      />
    </StrictMode>
  );
  // Someone already waiting for an answer gets it as soon as possible: hydration in one go. Otherwise it
  // runs as a transition, yielding to the browser every few milliseconds instead of holding the main
  // thread for the whole page (one long task: Lighthouse's Total Blocking Time); input that arrives
  // meanwhile makes React finish it at once.
  if (early) hydrateRoot(container, app);
  else startTransition(() => void hydrateRoot(container, app));
}

/** React hydrates on demand (for an event) only outside its own work, such as the effect that calls this. */
const afterThisTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void start(root);
