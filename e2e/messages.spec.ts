import { newUser, register, signIn } from './support/account';
import { expect, expectAccessible, test } from './support/fixtures';

// Guests ask a host from a stay's page and read their threads; partners read their organisation's
// (docs/decisions/conversations.md, "The guest's screens", "The partner's screens"). Each screen is acted
// on as soon as it shows, as people do; the API tests cover the rules.

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a guest asks the host from a stay page at once, lands on the thread, and filters the inbox', async ({
    page,
  }) => {
    await register(page, newUser('Asking Guest'));
    await page.goto('/property/3');
    await page.getByRole('button', { name: 'Ask the host' }).first().click();
    const form = page.getByRole('form', { name: 'Ask the host' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Write a message')).toBeVisible();
    await form.getByLabel('Your message').fill('Is the food vegan? See https://example.com/diet');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByText('Is the food vegan?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://example.com/diet' })).toHaveAttribute(
      'rel',
      'nofollow noopener',
    );
    await expectAccessible(page);

    await page.goto('/messages');
    await page.getByRole('link', { name: 'Unread only' }).click();
    await expect(page).toHaveURL(/[?&]unread=true/);
  });
});

test('a partner filters the inbox the moment it shows', async ({ page }) => {
  await signIn(page, {
    name: 'Maya Lestari',
    email: 'partner@restora.example',
    password: 'quiet harbour 2026',
  });
  await page.goto('/partner/messages');
  // A click before the app has taken the page over is held and done once it has (lib/early-input.ts):
  // the box is ticked a moment later, not at once, so this is a click rather than check().
  await page.getByLabel('Unread only').click();
  await expect(page).toHaveURL(/[?&]unread=true/);
  await expect(page.getByLabel('Unread only')).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a phone, the moment a thread appears', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the guest replies at once, and so does the host in the console', async ({ page, browser }) => {
    await register(page, newUser('Quick Replier'));
    const asked = await page.request.post('/api/conversations', {
      data: { about: { kind: 'room', id: 3 }, body: 'Is there parking?' },
    });
    expect(asked.status()).toBe(201);
    const { id } = (await asked.json()) as { id: number };

    await page.goto(`/messages/${id}`);
    await page.getByLabel('Your message').fill('And a rack for two bikes?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('And a rack for two bikes?')).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveValue('');

    const host = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const hostPage = await host.newPage();
    await signIn(hostPage, {
      name: 'Maya Lestari',
      email: 'partner@restora.example',
      password: 'quiet harbour 2026',
    });
    await hostPage.goto(`/partner/messages/${id}`);
    await hostPage.getByLabel('Your reply').fill('Both, by the gate.');
    await hostPage.getByRole('button', { name: 'Send' }).click();
    await expect(hostPage.getByText('Both, by the gate.')).toBeVisible();
    await expect(hostPage.getByText('And a rack for two bikes?')).toBeVisible();
    await host.close();
  });
});
