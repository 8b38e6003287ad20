import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { startCpuHog } from './busy-cpu';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Waits until the screen has rendered its heading (the lazy route module has loaded). */
export async function waitForScreen(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** Runs axe (WCAG 2.2 AA) on the page as it is now and fails on any violation. */
export async function expectAccessible(page: Page) {
  const { violations } = await runAxe(page);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  checkedInWorker.add(screenOf(page.url()));
}

/**
 * axe in the page itself, loaded once per document (through the DevTools protocol, which the page's CSP
 * does not govern) and run on the top document. Not @axe-core/playwright: it loads axe again on every
 * call and finishes each run in a new blank page, 2 s a check against 0.2-0.3 s here. Frames are left
 * out: the only ones on our pages are third-party embeds (the map), not ours to fix.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // What the page shows once its transitions end: halfway through a button's change from a dark fill with
  // white text to a white fill with dark text, both are grey (a colour-contrast violation nobody sees).
  // Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, iframes: false };
  return page.evaluate(
    (o) =>
      (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        o,
      ),
    options,
  );
}

/**
 * The screens this worker has checked with axe, by screen rather than address: /property/3 and /property/9
 * are one screen, and so are two searches with different values for the same filters. The checks a test
 * makes itself always run (they are placed at a state worth checking, a dialog open, an error shown); the
 * pass at the end of a test only checks the screens nobody has checked yet.
 */
const checkedInWorker = new Set<string>();
const screenOf = (url: string) => {
  const u = new URL(url);
  const pathname = u.pathname.replace(/\/(?=[^/]*\d)[^/]+/g, '/:id');
  const params = [...new Set(u.searchParams.keys())].sort().join('&');
  return params ? `${pathname}?${params}` : pathname;
};

/**
 * page.goto and page.reload return once the app has taken over the page (the server sends the first
 * screen as HTML, which does not answer clicks until the JavaScript has hydrated it): a real visitor's
 * early click is lost the same way, but a test's must not be. The fixture's page gets this; call it on
 * pages a test opens itself (browser.newPage()).
 */
export function waitForAppOnLoad(page: Page): Page {
  // The footer (and its newsletter form) loads after the app has taken the page over: typing into its
  // server-rendered field before then can be lost (issue 17's note), so a test waits for it too. A page
  // without the footer carries on after a short wait.
  const ready = async () => {
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page
      .locator('html[data-footer-newsletter]')
      .waitFor({ state: 'attached', timeout: 5_000 })
      .catch(() => {});
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
  return page;
}

/**
 * Opens `path` the way a link inside the app does, so its data comes from the browser's own API calls
 * (which a test can hold or stub with page.route), not from the server's render of the page.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/privacy');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL(path);
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/**
 * Every screen a test visits is checked with axe: by the test itself, by an earlier test in this worker,
 * or at the end of the test, opened again in the same session at the address it was first visited at.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    waitForAppOnLoad(page);
    // Each screen visited, at the first address it was seen at.
    const visited = new Map<string, string>();
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || !frame.url().startsWith('http')) return;
      const screen = screenOf(frame.url());
      if (!visited.has(screen)) visited.set(screen, pathOf(frame.url()));
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) return;
    for (const [screen, address] of visited) {
      if (checkedInWorker.has(screen)) continue;
      await page.goto(address);
      await waitForScreen(page);
      await expectAccessible(page);
    }
  },
});

/**
 * `test` on a busy machine: two busy threads beside the browser for the length of each test, stopped when it
 * ends, however it ends (the page's own processor is slowed down by the test: busy-cpu.ts).
 */
export const testOnABusyMachine = test.extend<{ busyMachine: void }>({
  busyMachine: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const stop = startCpuHog(2);
      try {
        await use();
      } finally {
        await stop();
      }
    },
    { auto: true },
  ],
});

export { expect };

/** The toast on screen (Radix also mirrors it into a live region for screen readers; this is the visible one). */
export function toastWith(page: Page, text: string | RegExp) {
  // By CSS, not role: while a modal dialog is open Radix hides everything else from the accessibility tree.
  return page.locator('[aria-label^="Notifications"] li').filter({ hasText: text });
}
