import sharp from 'sharp';
import { unreadText } from '@restora/shared/domain/conversations';
import { newUser, register, signIn } from './support/account';
import { askHost } from './support/ask-host';
import { expect, expectAccessible, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { signInAsAdminByApi } from './support/totp';

// A question to a host from beginning to end (docs/decisions/conversations.md): a guest on a phone asks from
// a stay's page and sends a photo; the host answers in the partner console; the guest's open page counts the
// answer in the header without a reload; the digest mails the guest a link to the thread. The digest is due
// a quarter of an hour later: the test clock (CLOCK_CONTROL) makes it due now, and the job runner sends it.

const partner = { name: 'Maya Lestari', email: 'partner@restora.example', password: 'quiet harbour 2026' };
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a5a4f' } })
    .jpeg()
    .toBuffer();

test.use({ viewport: { width: 375, height: 812 } });

test('a guest on a phone asks from a stay page, the host answers in the console, the badge and the mail follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const guest = await register(page, newUser('Phone Guest'));
  const threadId = await askHost(page, 'I have a knee injury: is the practice gentle?');

  // A photo with the next message: uploaded as it is chosen, sent with the words.
  await page
    .getByLabel('Add photos')
    .setInputFiles([{ name: 'brace.jpg', mimeType: 'image/jpeg', buffer: await photo() }]);
  await expect(page.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(1);
  await expect(page.getByText('Adding photo…')).toHaveCount(0);
  await page.getByLabel('Your message').fill('This is the brace I wear.');
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = page
    .getByRole('list', { name: 'Photos' })
    .getByRole('img', { name: 'Photo 1 in the message' });
  await expect(sent).toBeVisible();
  await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  // The guest waits on the inbox; its live stream is open once the API has answered its request for it.
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/conversations/events'));
  await page.goto('/messages');
  expect((await streamOpen).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  // The avatar's initials are part of the button's name, between the account's name and the count.
  const menu = page.getByRole('button', { name: /^Account menu for Phone Guest/ });
  const badge = page.getByRole('button', {
    name: new RegExp(`^Account menu for Phone Guest.*${unreadText(1)}$`),
  });
  await expect(badge).toHaveCount(0);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));

  // The host answers in the console, seeing the guest's photo.
  const host = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hostPage = await host.newPage();
  await signIn(hostPage, partner);
  await hostPage.goto('/partner/messages');
  await hostPage.getByRole('link', { name: /This is the brace I wear\./ }).click();
  await expect(hostPage).toHaveURL(new RegExp(`/partner/messages/${threadId}$`));
  await expect(hostPage.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await hostPage
    .getByLabel('Your reply')
    .fill('Yes: every pose has a gentler form, and the teacher knows knees.');
  await hostPage.getByRole('button', { name: 'Send' }).click();
  await expect(hostPage.getByText('every pose has a gentler form')).toBeVisible();
  await host.close();

  // The guest's page counts it, in the header and in the inbox, without a reload.
  await expect(badge).toBeVisible();
  await expect(page.getByText(unreadText(1)).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
  await expectAccessible(page);

  // The digest: the guest is mailed a link to the thread, which opens it read.
  const admin = await browser.newContext();
  await signInAsAdminByApi(admin.request);
  expect((await admin.request.post('/api/admin/digest-clock')).ok()).toBe(true);
  await admin.close();
  const mail = await waitForMail({ to: guest.email, subject: 'New message from' }, 30_000);
  expect(mail.text).not.toContain('gentler form');
  await page.goto(linkIn(mail, `/messages/${threadId}`));
  await expect(page.getByText('every pose has a gentler form')).toBeVisible();
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveAccessibleName(/unread/);
});
