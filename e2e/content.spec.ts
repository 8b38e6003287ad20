import type { Page } from '@playwright/test';
import type { ArticleSummary } from '@restora/shared/contracts/content';
import { expect, expectAccessible, test, toastWith, waitForScreen, openInApp } from './support/fixtures';

const top = async (page: Page, locator: ReturnType<Page['locator']>) => {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!.y + (await page.evaluate(() => window.scrollY));
};

const testimonialCards = (page: Page) => page.getByRole('list', { name: 'Testimonials' }).getByRole('figure');

test.describe('home', () => {
  test('shows its sections in the agreed order', async ({ page }) => {
    await page.goto('/');
    await waitForScreen(page);
    const searchBar = page.getByRole('search').first();
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toHaveText('Travel well. Come home restored.');
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/how-it-works');
    const features = page.getByRole('heading', { name: 'How Restora Works' });
    const consultation = page.getByRole('link', { name: /Get your consultation/ });
    const stays = page.getByRole('heading', { name: 'Featured Wellness Stays' });
    const testimonials = page.getByRole('heading', { name: 'What Our Travellers Say' });
    const partners = page.getByText('Join 500+ wellness partners globally');
    await expect(testimonialCards(page).first()).toBeVisible();

    const ys: number[] = [];
    for (const part of [searchBar, hero, features, consultation, stays, testimonials, partners]) {
      ys.push(await top(page, part));
    }
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(new Set(ys).size).toBe(ys.length);

    await expect(
      page.getByRole('heading', { name: 'How Restora Works' }).locator('xpath=../..').getByRole('listitem'),
    ).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute(
      'href',
      '/for-partners',
    );
    await expectAccessible(page);
  });

  test('opens the consultation in a new tab, safely', async ({ page }) => {
    await page.goto('/');
    await waitForScreen(page);
    const link = page.getByRole('link', { name: /Get your consultation/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: 'Find Your Stay' }).first()).toHaveAttribute(
      'href',
      '/find-stays',
    );
  });

  test('a goal chip searches stays for that goal', async ({ page }) => {
    await page.goto('/');
    await waitForScreen(page);
    const chip = page.getByRole('list', { name: 'Popular wellness goals' }).getByRole('link').first();
    const goal = (await chip.textContent())!.trim();
    await chip.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/find-stays' && url.searchParams.get('wellness') === goal,
    );
  });

  test('features at most 4 stays, each rated 4.5 or more, linking to their page', async ({ page }) => {
    await page.goto('/');
    await waitForScreen(page);
    const list = page.getByRole('list', { name: 'Featured wellness stays' });
    const cards = list.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    for (const rating of await list.getByTestId('featured-rating').allTextContents()) {
      expect(Number(/(\d\.\d)/.exec(rating)?.[1])).toBeGreaterThanOrEqual(4.5);
    }
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/property\/\d+$/);
    await expect(cards.first().getByText(/^\+\d+ more$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Stays' }).first()).toHaveAttribute(
      'href',
      '/find-stays',
    );
  });

  test('reveals more testimonials on request, never more than 12', async ({ page }) => {
    await page.goto('/');
    await waitForScreen(page);
    await expect(testimonialCards(page)).toHaveCount(3);
    const more = page.getByRole('button', { name: 'Read more testimonials' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect.poll(() => testimonialCards(page).count()).toBeGreaterThan(3);
    expect(await testimonialCards(page).count()).toBeLessThanOrEqual(12);
    await expect(page.getByRole('button', { name: 'Show fewer testimonials' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('shows the 3 sample testimonials when the testimonials cannot be loaded', async ({ page }) => {
    await page.route('**/api/testimonials', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"Down"}}',
      }),
    );
    await openInApp(page, '/');
    await waitForScreen(page);
    await expect(testimonialCards(page)).toHaveCount(3);
    await expect(testimonialCards(page).first()).toContainText('Claire Dubois');
    await expect(page.getByRole('button', { name: 'Read more testimonials' })).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('falls back to built-in hero content when static data keeps failing', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/static-data*', (route) => {
      calls += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await openInApp(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel well. Come home restored.', {
      timeout: 15_000,
    });
    expect(calls).toBe(4);
    await expect(page.getByRole('heading', { name: 'How Restora Works' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test('how it works shows the four steps and the sample meal plan', async ({ page }) => {
  await page.goto('/how-it-works');
  await waitForScreen(page);
  await expect(page).toHaveTitle(/How It Works/);
  const steps = page.getByRole('list', { name: 'Steps' }).locator(':scope > li');
  await expect(steps).toHaveCount(4);
  for (const [i, title] of ['Discover', 'Plan', 'Stay', 'Thrive'].entries()) {
    await expect(steps.nth(i).getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(steps.nth(i)).toContainText(`Step ${i + 1}`);
    await expect(steps.nth(i).getByRole('img')).toHaveAttribute('alt', /.+/);
  }
  await expect(page.getByRole('heading', { name: 'Calorie control, without the counting' })).toBeVisible();
  const meals = page.getByRole('list', { name: 'Sample meal plan' }).getByRole('listitem');
  await expect(meals).toHaveCount(4);
  for (const [i, [meal, calories]] of (
    [
      ['Breakfast', 350],
      ['Lunch', 450],
      ['Snack', 150],
      ['Dinner', 500],
    ] as const
  ).entries()) {
    await expect(meals.nth(i).getByRole('heading')).toHaveText(meal);
    await expect(meals.nth(i)).toContainText(`${calories} calories`);
  }
  await expectAccessible(page);
});

test.describe('knowledge centre', () => {
  const cards = (page: Page) => page.getByRole('list', { name: 'Articles' }).getByRole('article');
  // The seeded six: an article admin-content.spec.ts publishes meanwhile (its excerpt says so) is not counted.
  const seeded = (page: Page) => cards(page).filter({ hasNotText: '[e2e]' });

  test('search and category tabs filter the articles and live in the URL', async ({ page }) => {
    await page.goto('/knowledge');
    await waitForScreen(page);
    await expect(page).toHaveTitle(/Knowledge/);
    await expect(seeded(page)).toHaveCount(6);
    await expect(cards(page).first()).toContainText(/\d+ min read/);
    await expect(page.getByText('Wellness Guides')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Wellness Guides|Expert Interviews|Wellness Assessment/ }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /Wellness Guides|Expert Interviews|Wellness Assessment/ }),
    ).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toHaveCount(2);
    await expectAccessible(page);

    await page.getByLabel('Search articles').fill('sleep');
    await expect(page).toHaveURL(/[?&]search=sleep/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(/sleep/i);

    await page.getByLabel('Search articles').fill('');
    await page.getByRole('tab', { name: 'Fitness' }).click();
    await expect(page).toHaveURL(/[?&]category=Fitness/);
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.getByRole('tab', { name: 'Fitness' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Fitness');

    // The URL is the source of truth: a reload keeps the filter.
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Fitness' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a search with no match shows the empty state, and View all articles resets it', async ({ page }) => {
    await page.goto('/knowledge?category=Sleep&search=zzzz-no-such-thing');
    await waitForScreen(page);
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(
      page.getByText('Try adjusting your search terms or explore different categories.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'View all articles' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/knowledge' && url.search === '');
    await expect(seeded(page)).toHaveCount(6);
    await expect(page.getByLabel('Search articles')).toHaveValue('');
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('article', () => {
  test('opens by slug from a card and by id, with the same article and a Markdown body', async ({ page }) => {
    const res = await page.request.get('/api/articles');
    const { items } = (await res.json()) as { items: ArticleSummary[] };
    const article = items[0]!;

    await page.goto('/knowledge');
    await waitForScreen(page);
    await page.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(`/knowledge/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page).toHaveTitle(new RegExp(article.title.slice(0, 20)));
    await expect(page.getByText(`${article.readTime} min read`)).toBeVisible();
    const body = page.getByTestId('article-body');
    expect(await body.locator('p').count()).toBeGreaterThan(2);
    await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(body).not.toContainText('<');
    expect(await body.locator('script, iframe, style').count()).toBe(0);
    await expectAccessible(page);

    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  });

  test('an unknown slug shows Article not found with a way back', async ({ page }) => {
    await page.goto('/knowledge/no-such-article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page).toHaveTitle(/Article not found/);
    await expectAccessible(page);
    await page.getByRole('link', { name: /Back to the Knowledge Centre/ }).click();
    await expect(page).toHaveURL('/knowledge');
  });
});

test.describe('for partners', () => {
  test('lists who can partner and the four steps to join', async ({ page }) => {
    await page.goto('/for-partners');
    await waitForScreen(page);
    await expect(page).toHaveTitle(/For Partners/);
    for (const who of [
      'Hotels',
      'Boutique hotels',
      'Long-term stays',
      'Fitness centres',
      'Product suppliers',
    ]) {
      await expect(page.getByText(who, { exact: true })).toBeVisible();
    }
    const steps = page.getByRole('region', { name: 'How to join' }).getByRole('heading', { level: 3 });
    await expect(steps).toHaveText(['Apply', 'Verification', 'Onboarding', 'Go Live']);
    await expectAccessible(page);
  });

  test('the application shows field messages for bad input, then is received', async ({ page }) => {
    await page.goto('/for-partners');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Tell us about your business').fill('Too short');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Organisation name is required')).toBeVisible();
    await expect(dialog.getByText('Choose what kind of partner you are')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(
      dialog.getByText('Tell us a little about your business (at least 20 characters)'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await dialog.getByLabel('Organisation').fill('Quiet Pines Retreat');
    await dialog.getByLabel('Partner type').selectOption('Retreat');
    await dialog.getByLabel('Contact name').fill('Mara Lind');
    await dialog.getByLabel('Email').fill(`mara+${Date.now()}@example.com`);
    await dialog.getByLabel('Country').fill('Sweden');
    await dialog
      .getByLabel('Tell us about your business')
      .fill('A twelve-room forest retreat with daily yoga, a wood-fired sauna and a plant-based kitchen.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByRole('heading', { name: 'Application received' })).toBeVisible();
    await expect(toastWith(page, 'Thank you for applying')).toBeVisible();
    await expectAccessible(page);
  });

  test('server field errors appear on their fields and the typed values stay', async ({ page }) => {
    await page.route('**/api/partner-applications', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            fields: { country: 'Country is required' },
          },
        }),
      }),
    );
    await page.goto('/for-partners');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Organisation').fill('Salt House Spa');
    await dialog.getByLabel('Partner type').selectOption('Spa');
    await dialog.getByLabel('Contact name').fill('Ana Ruiz');
    await dialog.getByLabel('Email').fill('ana@example.com');
    await dialog.getByLabel('Country').fill('Spain');
    await dialog
      .getByLabel('Tell us about your business')
      .fill('A seaside spa with thermal pools and massage rooms.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Country is required')).toBeVisible();
    await expect(dialog.getByLabel('Country')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Organisation')).toHaveValue('Salt House Spa');
    await expect(dialog.getByLabel('Country')).toHaveValue('Spain');
    await expect(dialog.getByRole('heading', { name: 'Application received' })).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
