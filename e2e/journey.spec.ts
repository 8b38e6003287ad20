import type { Locator, Page } from '@playwright/test';
import type { PlanSummary, SavedItemResponse } from '@restora/shared/contracts/journey';
import { newUser, register } from './support/account';
import { day } from './support/dates';
import {
  expect,
  expectAccessible,
  test,
  waitForAppOnLoad,
  toastWith,
  waitForScreen,
} from './support/fixtures';

/** The first id of a list endpoint ({ items: [{ id }] }). */
async function firstId(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  const { items } = (await response.json()) as { items: { id: number }[] };
  expect(items.length, `an item from ${path}`).toBeGreaterThan(0);
  return items[0]!.id;
}

/** What '+ Save' on the quiz does: adds to the newest plan, with the page's own session cookie. */
async function saveItem(page: Page, kind: 'stay' | 'service' | 'product', refId: number) {
  const response = await page.request.post('/api/journey/saved-items', { data: { kind, refId } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as SavedItemResponse).item;
}

const plansList = (page: Page) => page.getByRole('region', { name: 'Your Plans' });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const itemTitles = (page: Page) => cards(page).locator('h3');
const announcement = (page: Page) => page.getByRole('main').getByRole('status');

/** Clicks and waits for the new order to be stored (the screen shows it before the server answers). */
async function reorderBy(page: Page, act: () => Promise<void>) {
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/items/order') && r.request().method() === 'PUT' && r.ok(),
  );
  await act();
  await stored;
}

/** Presses an item's drag handle and lets go over the top part of another item. */
async function dragAbove(page: Page, dragged: Locator, target: Locator) {
  const handle = (await dragged.getByTestId('drag-handle').boundingBox())!;
  const box = (await target.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2, box.y + 8, { steps: 5 });
  await page.mouse.up();
}

test('a visitor is asked to sign in, and the API answers 401', async ({ page }) => {
  await page.goto('/journey-dashboard');
  await waitForScreen(page);
  await expect(page).toHaveTitle(/Journey/);
  await expect(
    page.getByRole('heading', { name: 'Please log in to plan your wellness journey' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
    'href',
    '/auth?returnTo=%2Fjourney-dashboard',
  );
  expect((await page.request.get('/api/journey/plans')).status()).toBe(401);
});

test('plan a journey: create, edit, reorder by buttons and by drag, note, remove, delete', async ({
  page,
}) => {
  await register(page, newUser('Mira Planner'));
  await page.goto('/journey-dashboard');
  await waitForScreen(page);
  await expect(page).toHaveTitle(/Journey/);
  const empty = page.getByRole('region', { name: 'Start your first journey plan' });
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Take the Discovery Quiz' })).toHaveAttribute(
    'href',
    '/discovery-quiz',
  );
  await expectAccessible(page);

  // Create: 'New Wellness Journey' at the top, open, with no dates and no items.
  await empty.getByRole('button', { name: 'Create New Plan' }).click();
  await expect(toastWith(page, 'Plan created')).toBeVisible();
  const selected = plansList(page).getByRole('link').first();
  await expect(selected).toHaveAttribute('aria-current', 'true');
  await expect(selected).toContainText('New Wellness Journey');
  await expect(selected).toContainText('No dates yet');
  await expect(page).toHaveURL(/\/journey-dashboard\?plan=\d+$/);
  const planId = Number(new URL(page.url()).searchParams.get('plan'));
  const form = page.getByRole('form', { name: 'Plan details' });
  await expect(form.getByLabel('Plan name')).toHaveValue('New Wellness Journey');
  await expect(form.getByLabel('Description')).toHaveAttribute('placeholder', 'Describe your journey...');
  await expect(page.getByText('No items in this plan yet.')).toBeVisible();
  await expectAccessible(page);

  // Edit name, description and dates; a bad range is refused on the field first.
  await form.getByLabel('Plan name').fill('Bali Reset');
  await form.getByLabel('Description').fill('Slow mornings, yoga and the rice terraces.');
  await form.getByLabel('Start date').fill(day(40));
  await form.getByLabel('End date').fill(day(35));
  await form.getByRole('button', { name: 'Save Plan' }).click();
  await expect(form.getByText('The end date cannot be before the start date')).toBeVisible();
  await form.getByLabel('End date').fill(day(45));
  await form.getByRole('button', { name: 'Save Plan' }).click();
  await expect(toastWith(page, 'Plan saved')).toBeVisible();
  await expect(selected).toContainText('Bali Reset');

  await page.reload();
  await expect(form.getByLabel('Plan name')).toHaveValue('Bali Reset');
  await expect(form.getByLabel('Description')).toHaveValue('Slow mornings, yoga and the rice terraces.');
  await expect(form.getByLabel('Start date')).toHaveValue(day(40));
  await expect(form.getByLabel('End date')).toHaveValue(day(45));
  await expect(plansList(page).getByRole('link', { name: /Bali Reset/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Three items, saved the way the quiz saves them (into the newest plan: this one).
  const service = await saveItem(page, 'service', await firstId(page, '/api/services'));
  const stay = await saveItem(page, 'stay', await firstId(page, '/api/stays'));
  const product = await saveItem(page, 'product', await firstId(page, '/api/products?pageSize=1'));
  await page.reload();
  await expect(itemTitles(page)).toHaveText([service.title, stay.title, product.title]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(selected).toContainText('3 items');
  const bookHref = (title: string) => card(page, title).getByRole('link', { name: 'Book/Inquire' });
  await expect(bookHref(service.title)).toHaveAttribute('href', `/booking/service/${service.refId}`);
  await expect(bookHref(stay.title)).toHaveAttribute('href', `/booking/property/${stay.refId}`);
  await expect(bookHref(product.title)).toHaveAttribute('href', `/product/${product.refId}`);
  await expect(page.getByRole('button', { name: `Move up: ${service.title}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Move down: ${product.title}` })).toBeDisabled();
  await expectAccessible(page);

  // Reorder with the buttons (focus stays on the button, the new place is announced), then reload.
  const moveDown = page.getByRole('button', { name: `Move down: ${service.title}` });
  await reorderBy(page, () => moveDown.click());
  await expect(itemTitles(page)).toHaveText([stay.title, service.title, product.title]);
  await expect(moveDown).toBeFocused();
  await expect(announcement(page)).toHaveText(`Moved ${service.title} to position 2 of 3`);
  await reorderBy(page, () => page.keyboard.press('Enter'));
  await expect(itemTitles(page)).toHaveText([stay.title, product.title, service.title]);
  await expect(announcement(page)).toHaveText(`Moved ${service.title} to position 3 of 3`);
  await expect(page.getByRole('button', { name: `Move up: ${service.title}` })).toBeFocused();
  await page.reload();
  await expect(itemTitles(page)).toHaveText([stay.title, product.title, service.title]);

  // Drag the last item above the first (a tall window, so that both are on screen at once).
  await page.setViewportSize({ width: 1280, height: 1500 });
  await cards(page)
    .nth(1)
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await reorderBy(page, () => dragAbove(page, card(page, service.title), card(page, stay.title)));
  await expect(itemTitles(page)).toHaveText([service.title, stay.title, product.title]);
  await expect(announcement(page)).toHaveText(`Moved ${service.title} to position 1 of 3`);
  await page.reload();
  await expect(itemTitles(page)).toHaveText([service.title, stay.title, product.title]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A note, kept over a reload.
  const note = card(page, product.title).getByRole('textbox', { name: `Note for ${product.title}` });
  await note.fill('Pack it in the carry-on.');
  await card(page, product.title).getByRole('button', { name: 'Save Note' }).click();
  await expect(toastWith(page, 'Note saved')).toBeVisible();
  await page.reload();
  await expect(note).toHaveValue('Pack it in the carry-on.');

  // Remove one item.
  await card(page, stay.title)
    .getByRole('button', { name: `Remove ${stay.title}` })
    .click();
  await expect(toastWith(page, 'Item removed')).toBeVisible();
  await expect(itemTitles(page)).toHaveText([service.title, product.title]);
  await expect(selected).toContainText('2 items');
  await page.reload();
  await expect(itemTitles(page)).toHaveText([service.title, product.title]);

  // Delete the plan, after confirming.
  await page.getByRole('button', { name: 'Delete Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this plan?' });
  await expect(dialog).toContainText('Bali Reset');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete Plan' }).click();
  await expect(toastWith(page, 'Plan deleted')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start your first journey plan' })).toBeVisible();
  expect((await page.request.get(`/api/journey/plans/${planId}`)).status()).toBe(404);
  const { items } = (await (await page.request.get('/api/journey/plans')).json()) as {
    items: PlanSummary[];
  };
  expect(items).toEqual([]);
});

test("another user cannot see or change the first user's plan", async ({ page, browser }) => {
  await register(page, newUser('Owner One'));
  const created = await page.request.post('/api/journey/plans', { data: { name: 'Private Plan' } });
  expect(created.status(), await created.text()).toBe(201);
  const plan = (await created.json()) as PlanSummary;
  expect(plan.name).toBe('Private Plan');

  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const otherPage = waitForAppOnLoad(await other.newPage());
    await register(otherPage, newUser('Curious Two'));
    const path = `/api/journey/plans/${plan.id}`;
    expect((await otherPage.request.get(path)).status()).toBe(404);
    const update = { name: 'Mine now', description: '', startDate: null, endDate: null };
    expect((await otherPage.request.put(path, { data: update })).status()).toBe(404);
    expect((await otherPage.request.delete(path)).status()).toBe(404);
    const list = (await (await otherPage.request.get('/api/journey/plans')).json()) as {
      items: PlanSummary[];
    };
    expect(list.items.map((p) => p.id)).not.toContain(plan.id);

    await otherPage.goto(`/journey-dashboard?plan=${plan.id}`);
    await waitForScreen(otherPage);
    await expect(otherPage.getByRole('region', { name: 'Start your first journey plan' })).toBeVisible();
    await expect(otherPage.getByText('Private Plan')).toHaveCount(0);
    await expectAccessible(otherPage);
  } finally {
    await other.close();
  }

  // The owner still has it, unchanged.
  await page.goto(`/journey-dashboard?plan=${plan.id}`);
  await waitForScreen(page);
  await expect(page.getByRole('form', { name: 'Plan details' }).getByLabel('Plan name')).toHaveValue(
    'Private Plan',
  );
});
