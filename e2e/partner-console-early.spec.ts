import { throttleCpu } from './support/busy-cpu';
import { expect as baseExpect, testOnABusyMachine as test } from './support/fixtures';

// As on a busy phone: the page's processor 4x slower, busy threads beside the browser (support/busy-cpu.ts).
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

// The partner console's newer screens answer a tap made the moment they appear, on a phone, before the app
// has taken the page over (docs/decisions/early-input.md): the page is opened without waiting for it.
test('on a phone, the earnings year and the bookings tab answer a tap made as soon as they show', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const signIn = await context.request.post('/api/auth/sign-in', {
    data: { email: 'partner@restora.example', password: 'quiet harbour 2026' },
  });
  expect(signIn.ok()).toBe(true);
  const page = await context.newPage();
  await throttleCpu(page, 4);
  const year = new Date().getUTCFullYear();

  await page.goto('/partner/earnings', { waitUntil: 'commit' });
  await page.getByRole('button', { name: `Previous year, ${year - 1}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `All properties, ${year - 1}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`year=${year - 1}`));

  await page.goto('/partner/bookings', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Past' }).click();
  await expect(page).toHaveURL(/when=past/);
  await expect(page.getByRole('listitem', { name: 'Aiko Tanaka' }).first()).toBeVisible();
  await context.close();
});
