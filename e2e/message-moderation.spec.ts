import { newUser, register, signIn } from './support/account';
import { expect, expectAccessible, test, toastWith, waitForScreen } from './support/fixtures';
import { getJson, postJson } from './support/screen-states';
import { signInAsAdmin } from './support/totp';

// A guest reports the host's message; the operator finds it among the reported messages, opens the thread
// (it can: it was reported), hides the message, and the guest's thread no longer shows it
// (docs/decisions/conversations.md, "Moderation"). The API tests cover the refusals and the counts.

const SHOTS = process.env.MODERATION_SCREENSHOTS ?? '/tmp';

test('a reported host message is hidden by the operator and leaves the guest’s thread', async ({
  page,
  browser,
}) => {
  // Three people's sessions and two axe scans: a long journey on a shared machine.
  test.slow();
  const words = `Pay me by wire instead, it is cheaper (${Date.now().toString(36)}).`;
  // A room of Lotus Path Retreats' Subak Rise Yoga Shala, whose demo member answers.
  const stays = await getJson<{ items: { id: number; propertyName?: string; title: string }[] }>(
    page,
    '/api/stays?location=Ubud',
  );
  const roomId = stays.items[0]!.id;

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await register(guest, newUser('Rosa Reporter'));
  const thread = await postJson<{ id: number; organisation: { name: string } }>(guest, '/api/conversations', {
    about: { kind: 'room', id: roomId },
    body: 'Is breakfast included?',
  });
  expect(thread.organisation.name).toBe('Lotus Path Retreats');

  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await signIn(host, {
    name: 'Maya Lestari',
    email: 'partner@restora.example',
    password: 'quiet harbour 2026',
  });
  await postJson(host, `/api/partner/conversations/${thread.id}/messages`, { body: words });
  await hostContext.close();

  // The guest reports it from the thread.
  await guest.goto(`/messages/${thread.id}`);
  await waitForScreen(guest);
  await expect(guest.getByText(words)).toBeVisible();
  await guest.getByRole('button', { name: /^Report the message from Lotus Path Retreats/ }).click();
  const form = guest.getByRole('form', { name: 'Report this message' });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Choose what is wrong with this message')).toBeVisible();
  await expectAccessible(guest);
  await form.getByLabel('Scam, or asks to pay outside Restora').check();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(guest.getByText('Thank you. Our team will review this message.')).toBeVisible();

  // The operator finds it among the reported messages and opens its thread.
  await signInAsAdmin(page);
  await page.goto('/admin/moderation');
  await page.getByRole('navigation', { name: 'Moderation' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Reported messages', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: words });
  await expect(row).toContainText('Scam, or asks to pay outside Restora');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/moderation-queue-1280.png`, fullPage: true });
  await row.getByRole('link', { name: /^Open conversation/ }).click();
  await expect(page.getByRole('heading', { name: 'Subak Rise Yoga Shala', level: 1 })).toBeVisible();
  await expect(page.getByText('Lotus Path Retreats and Rosa Reporter')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/moderation-thread-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/moderation-thread-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const message = page.getByRole('listitem').filter({ hasText: words });
  await message.getByRole('button', { name: 'Hide the message from Maya Lestari' }).click();
  await page
    .getByRole('dialog', { name: 'Hide this message?' })
    .getByRole('button', { name: 'Hide message' })
    .click();
  await expect(toastWith(page, 'Message hidden')).toBeVisible();
  await expect(message.getByText(/^Hidden/)).toBeVisible();
  await expect(message.getByRole('button', { name: 'Unhide the message from Maya Lestari' })).toBeVisible();

  // The guest's thread no longer shows it.
  await guest.reload();
  await waitForScreen(guest);
  await expect(guest.getByText('Is breakfast included?')).toBeVisible();
  await expect(guest.getByText(words)).toHaveCount(0);
  await guestContext.close();

  await page.goto('/admin/moderation/messages?status=resolved');
  await expect(page.getByRole('row').filter({ hasText: words })).toContainText('Hidden');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/moderation-queue-375.png`, fullPage: true });
});
