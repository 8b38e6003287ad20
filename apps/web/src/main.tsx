import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './styles.css';
import { App } from './app/app';
import { appRoutes, isAdminPath, loadAdminRoutes } from './app/router';
import { isHolding, replayHeld, takeEarlyInput } from './lib/take-early-input';
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
  // A back office page: its routes' group first (the router adds it later for other first pages).
  const admin = isAdminPath(window.location.pathname) ? await loadAdminRoutes() : undefined;
  await Promise.all(
    (matchRoutes(appRoutes(admin), window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  // What the person did while the page was loading is done again once the app has taken the page over (the
  // code that does it again loads only if something is held). The recorder stays on guard: input on a part
  // of the page the app has not taken over yet (its code is still on its way) is held too, not dropped.
  const early = takeEarlyInput();
  const waiting = early && isHolding(early);
  const app = (
    <StrictMode>
      <App
        dehydratedState={state.queries}
        admin={admin}
        onHydrated={
          early &&
          (() => (isHolding(early) ? afterThisTask().then(() => replayHeld(early)) : Promise.resolve()))
        }
      />
    </StrictMode>
  );
  // Someone already waiting for an answer gets it as soon as possible: hydration in one go. Otherwise it
  // runs as a transition, yielding to the browser every few milliseconds instead of holding the main
  // thread for the whole page (one long task: Lighthouse's Total Blocking Time); input that arrives
  // meanwhile makes React finish it at once.
  if (waiting) hydrateRoot(container, app);
  else startTransition(() => void hydrateRoot(container, app));
  // React listens from here: it answers what it can take, the recorder holds the rest (from an input
  // event's listener: outside React's own work).
  early?.handOver(() => void replayHeld(early));
}

/** React hydrates on demand (for an event) only outside its own work, such as the effect that calls this. */
const afterThisTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void start(root);
