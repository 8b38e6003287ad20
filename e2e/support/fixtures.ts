import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until the screen has rendered its heading (the lazy route module has loaded). */
export async function waitForScreen(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** Runs axe (WCAG 2.2 AA) on the page as it is now and fails on any violation. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  checkedPaths.get(page)?.add(pathOf(page.url()));
}

const checkedPaths = new WeakMap<Page, Set<string>>();
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
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

/**
 * Every page a test visits is checked with axe: the ones the test checked itself, and at the end of the
 * test each other visited address, opened again in the same session.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    waitForAppOnLoad(page);
    const visited = new Set<string>();
    const checked = new Set<string>();
    checkedPaths.set(page, checked);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.add(pathOf(frame.url()));
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) return;
    for (const address of visited) {
      if (checked.has(address)) continue;
      await page.goto(address);
      await waitForScreen(page);
      await expectAccessible(page);
    }
  },
});

export { expect };

/** The toast on screen (Radix also mirrors it into a live region for screen readers; this is the visible one). */
export function toastWith(page: Page, text: string | RegExp) {
  // By CSS, not role: while a modal dialog is open Radix hides everything else from the accessibility tree.
  return page.locator('[aria-label^="Notifications"] li').filter({ hasText: text });
}
