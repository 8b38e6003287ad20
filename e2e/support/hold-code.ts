import type { Page } from '@playwright/test';

/**
 * Holds the files matching `file` until `release()`: what the test does before that certainly happens
 * before that code runs, however fast this machine is.
 */
export async function hold(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app's entry script: until it is released, the page is only the server's HTML. */
export const holdTheApp = (page: Page) => hold(page, /\/assets\/index-[\w-]+\.js$/);

/** The page has been taken over by the app (and what was done before has been done again). */
export const ready = (page: Page) => page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
