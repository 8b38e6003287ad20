import type { Locator, Page } from '@playwright/test';
import type { PlanDetail, PlanSummary } from '@restora/shared/contracts/journey';
import type { Recommendation, RecommendationsResponse } from '@restora/shared/contracts/quiz';
import { newUser, register } from './support/account';
import { expect, expectAccessible, test, toastWith, waitForScreen } from './support/fixtures';

const ANSWERS = 'focus=relax&environment=beach&intensity=1&duration=week&budget=1000&activities=Yoga%2CSpa';
const RESULTS = `/discovery-quiz-results?${ANSWERS}`;

/** What the API suggests for these answers, to compare the screen with it. */
async function apiSuggestions(page: Page, answers = ANSWERS): Promise<Recommendation[]> {
  const response = await page.request.get(`/api/quiz/recommendations?${answers}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as RecommendationsResponse;
  expect(items.length, 'suggestions for the sample answers').toBeGreaterThan(0);
  return items;
}

const results = (page: Page) => page.getByRole('region', { name: 'Suggestions' });
const cardTitles = (page: Page) => results(page).getByRole('article').getByRole('heading', { level: 3 });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search suggestions' });
const stepCounter = (page: Page) => page.getByText(/^Step \d of 6$/);
const question = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** Presses Tab until the target has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function expectStep(page: Page, step: number, percent: number) {
  await expect(stepCounter(page)).toHaveText(`Step ${step} of 6`);
  await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  );
  // Focus follows each step to its question.
  await expect(question(page)).toBeFocused();
}

test('keyboard only: the intro, six questions and See My Results reach the suggestions', async ({ page }) => {
  await page.goto('/discovery-quiz');
  await waitForScreen(page);
  await expect(page).toHaveTitle(/Quiz/);
  await expect(question(page)).toHaveText('Craft Your Ideal Wellness Escape');
  await expectAccessible(page);

  await tabTo(page, page.getByRole('button', { name: 'Start Quiz' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 1, 17);
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Relaxation' })).toBeFocused();
  // Arrows move between the cards without choosing; Enter chooses and the quiz moves on by itself.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  await expectStep(page, 2, 33);
  await expect(page.getByRole('button', { name: 'Beach' })).toHaveAccessibleDescription(/beach/i);
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Beach' })).toBeFocused();
  await page.keyboard.press('Space');

  await expectStep(page, 3, 50);
  const intensity = page.getByRole('slider', { name: 'Intensity' });
  await expect(intensity).toHaveAttribute('aria-valuetext', 'Moderate');
  await page.keyboard.press('Tab');
  await expect(intensity).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(intensity).toHaveAttribute('aria-valuetext', 'Active');
  await page.keyboard.press('ArrowLeft');
  await expect(intensity).toHaveAttribute('aria-valuetext', 'Moderate');
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 4, 67);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'A week', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectStep(page, 5, 83);
  const budget = page.getByRole('slider', { name: 'Budget per person' });
  await expect(budget).toHaveAttribute('aria-valuetext', '$1,000');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 6, 100);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Yoga' })).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Spa' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Yoga' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Spa' })).toBeChecked();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'See My Results' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(RESULTS);
  await expect(page).toHaveTitle(/Suggestions/);
  await expect(question(page)).toHaveText('Your Personalized Wellness Suggestions');
  await expect(
    page.getByText('Relaxation · Beach · Moderate · A week · $1,000 per person · Yoga, Spa'),
  ).toBeVisible();
  const expected = await apiSuggestions(page);
  await expect(cardTitles(page)).toHaveText(expected.map((i) => i.title));
  await expectAccessible(page);

  // Back to Quiz keeps the answers.
  await page.getByRole('link', { name: 'Back to Quiz' }).click();
  await expect(stepCounter(page)).toHaveText('Step 1 of 6');
  await expect(page.getByRole('button', { name: 'Relaxation' })).toHaveAttribute('aria-pressed', 'true');
});

test('the results, their search and their filters survive a reload', async ({ page }) => {
  const all = await apiSuggestions(page);
  const stays = all.filter((i) => i.kind === 'stay');
  expect(stays.length, 'a stay among the suggestions').toBeGreaterThan(0);
  const word = stays[0]!.title.split(' ')[0]!;
  const expected = stays.filter((i) => `${i.title} ${i.category}`.toLowerCase().includes(word.toLowerCase()));

  await page.goto(RESULTS);
  await waitForScreen(page);
  await expect(cardTitles(page)).toHaveText(all.map((i) => i.title));
  await sidebar(page).getByRole('checkbox', { name: 'Stays' }).click();
  await expect(page).toHaveURL(/[?&]kinds=stay\b/);
  await expect(cardTitles(page)).toHaveText(stays.map((i) => i.title));
  await searchBox(page).fill(word.toUpperCase());
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toUpperCase()}\\b`));
  await expect(cardTitles(page)).toHaveText(expected.map((i) => i.title));

  await page.reload();
  await waitForScreen(page);
  await expect(
    page.getByText('Relaxation · Beach · Moderate · A week · $1,000 per person · Yoga, Spa'),
  ).toBeVisible();
  await expect(cardTitles(page)).toHaveText(expected.map((i) => i.title));
  await expect(sidebar(page).getByRole('checkbox', { name: 'Stays' })).toBeChecked();
  await expect(searchBox(page)).toHaveValue(word.toUpperCase());
  await expectAccessible(page);
});

test('a search with no match says No results found. and links to the marketplace with it', async ({
  page,
}) => {
  await page.goto(RESULTS);
  await waitForScreen(page);
  await expect(cardTitles(page).first()).toBeVisible();
  await searchBox(page).fill('kettlebell');
  await searchBox(page).press('Enter');
  await expect(results(page).getByText('No results found.')).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(0);
  await expectAccessible(page);

  const link = results(page).getByRole('link', { name: 'Search the Marketplace' });
  await expect(link).toHaveAttribute('href', '/marketplace?search=kettlebell');
  await link.click();
  await expect(page).toHaveURL(/\/marketplace\?search=kettlebell$/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('kettlebell');
});

test('+ Save while signed out asks to sign in, then saves the item once back on the results', async ({
  page,
}) => {
  const [first] = await apiSuggestions(page);
  await page.goto(RESULTS);
  await waitForScreen(page);
  const card = results(page).getByRole('article', { name: first!.title, exact: true });
  await card.getByRole('button', { name: '+ Save' }).click();

  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  const returnTo = new URL(page.url()).searchParams.get('returnTo')!;
  expect(returnTo).toBe(`${RESULTS}&save=${first!.kind}%3A${first!.id}`);

  await register(page, newUser('Quinn Quiz'), `/auth?returnTo=${encodeURIComponent(returnTo)}&mode=register`);
  await expect(toastWith(page, 'Saved to New Wellness Journey')).toBeVisible();
  // Saved once, and `save` is gone from the address, so a reload does not save again.
  await expect(page).toHaveURL(RESULTS);
  await expect(card.getByRole('button', { name: 'Saved' })).toBeDisabled();

  const plans = await page.request.get('/api/journey/plans');
  const { items } = (await plans.json()) as { items: PlanSummary[] };
  expect(items.map((p) => [p.name, p.itemCount])).toEqual([['New Wellness Journey', 1]]);
  const plan = (await (await page.request.get(`/api/journey/plans/${items[0]!.id}`)).json()) as PlanDetail;
  expect(plan.items.map((i) => [i.kind, i.refId])).toEqual([[first!.kind, first!.id]]);

  // Signed in, + Save saves at once; saving the same item again changes nothing and says so.
  await page.reload();
  await waitForScreen(page);
  await card.getByRole('button', { name: '+ Save' }).click();
  await expect(toastWith(page, 'Already in New Wellness Journey')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expectAccessible(page);
});

test('a save the server refuses says why and leaves + Save ready to try again', async ({ page }) => {
  const [first] = await apiSuggestions(page);
  await register(page, newUser('Rita Retry'));
  // The one answer this test cannot get from a healthy server: the error comes from a stand-in.
  await page.route('**/api/journey/saved-items', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'plan_full', message: 'This plan already has 100 items.' } }),
    }),
  );
  await page.goto(RESULTS);
  await waitForScreen(page);
  const save = results(page)
    .getByRole('article', { name: first!.title, exact: true })
    .getByRole('button', { name: '+ Save' });
  await save.click();
  await expect(toastWith(page, 'This plan already has 100 items.')).toBeVisible();
  await expect(toastWith(page, 'Could not save')).toBeVisible();
  await expect(save).toBeEnabled();
});
