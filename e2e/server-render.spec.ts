import { expect, openInApp, test, waitForScreen } from './support/fixtures';
import { newUser, register } from './support/account';

// The pages the speed budget is measured on (bench/lighthouse.ts), and what each shows first.
const pages: [path: string, heading: string, content: string][] = [
  ['/', 'Travel well. Come home restored.', 'Featured'],
  ['/find-stays', 'Find your wellness stay', 'stay rooms'],
  ['/property/1', 'Rice-Field Garden Room', 'Amenities'],
  ['/marketplace', 'Marketplace', 'Loop & Lift'],
  ['/product/1', 'Loop & Lift', 'Add to Cart'],
  ['/knowledge', 'Knowledge Centre', 'Eating Well on the Road'],
];

const asHtml = (text: string) => text.replace(/&/g, '&amp;');

test.describe('pages arrive rendered by the server', () => {
  for (const [path, heading, content] of pages) {
    test(`${path}: the HTML holds the first screen, and the app takes it over without an error`, async ({
      page,
    }) => {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('id="restora-ssr-state"');
      expect(html).toContain(asHtml(heading));
      expect(html).toContain(asHtml(content));

      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      await expect(page.locator('#main')).toContainText(content);
      // A hydration mismatch makes React throw the server's HTML away and log an error.
      expect(problems).toEqual([]);
    });
  }

  test("a screen opened inside the app asks for all of its files at once, from the build's table", async ({
    page,
  }) => {
    const table = (await (await page.request.get('/route-modules.json')).json()) as Record<string, string[]>;
    const files = table['find-stays'] ?? [];
    expect(files.length).toBeGreaterThan(3);
    await openInApp(page, '/find-stays');
    await waitForScreen(page);
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(preloaded).toEqual(expect.arrayContaining(files));
  });

  test('ids made on the server and in the browser agree (a panel shown later is named by its tab)', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tabpanel', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Register' })).toBeVisible();
  });

  test('the first screen is there without JavaScript, titled, with its description', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/property/1');
    await expect(page).toHaveTitle('Rice-Field Garden Room · Restora');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rice-Field Garden Room');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await context.close();
  });

  test("a signed-in visitor's page is rendered for them, and works at once", async ({ page }) => {
    const user = newUser();
    await register(page, user);
    const html = await (await page.request.get('/dashboard')).text();
    // React separates the two text parts with an empty comment.
    expect(html).toContain(`Account menu for <!-- -->${user.name}`);
    await page.goto('/find-stays');
    await page.getByRole('link', { name: 'Marketplace' }).first().click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  });

  // docs/decisions/missing-records.md: the server renders the screen's not-found state and answers 404;
  // the browser takes that state over as it is (no hydration error) and does not ask the API again.
  test('a record that is not there is answered 404, and the app takes its not-found state over', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      // The browser reports the page's own 404 as a resource that failed to load.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const asked: string[] = [];
    page.on('request', (r) => {
      if (
        /\/api\/(stays|services|products|articles)\/(999999|no-such-article)$/.test(new URL(r.url()).pathname)
      )
        asked.push(r.url());
    });
    for (const [path, heading] of [
      ['/property/999999', 'Stay room not found'],
      ['/services/999999', 'Service Not Found'],
      ['/product/999999', 'Product not found'],
      ['/article/999999', 'Article not found'],
      ['/knowledge/no-such-article', 'Article not found'],
    ]) {
      const response = await page.goto(path!);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
      await expect(page).toHaveTitle(`${heading} · Restora`);
    }
    expect(problems).toEqual([]);
    expect(asked).toEqual([]);
  });

  test("a partner's record that is not there says so once the browser has asked", async ({ page }) => {
    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { email: 'partner@restora.example', password: 'quiet harbour 2026' },
    });
    expect(signIn.ok()).toBe(true);
    for (const path of ['/partner/properties/999999', '/partner/rooms/999999', '/partner/services/999999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
    }
  });
});
