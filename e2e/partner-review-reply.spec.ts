import { expect, expectAccessible, test, waitForAppOnLoad, waitForScreen } from './support/fixtures';
import { signIn } from './support/account';

// The demo partner answers a sample review in the console; the stay page shows the answer under that
// review, in the server's HTML too (docs/decisions/review-replies.md). The API tests cover refusals.
test('the demo partner replies to a review and the property page shows the response under it', async ({
  page,
  browser,
}) => {
  const reply = `Thank you, Aiko: the terraces wait for you (${Date.now().toString(36)}).`;
  await signIn(page, {
    name: 'Maya Lestari',
    email: 'partner@restora.example',
    password: 'quiet harbour 2026',
  });
  await page.goto('/partner');
  await page
    .getByRole('navigation', { name: 'Partner console' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await page.getByLabel('Property').selectOption({ label: 'Subak Rise Yoga Shala' });
  await expect(page).toHaveURL(/propertyId=\d+/);

  const review = page
    .getByRole('article', { name: 'Review by Aiko T.' })
    .filter({ hasText: 'Rice-Field Garden Room' });
  await expect(review.getByRole('img', { name: '5 out of 5' })).toBeVisible();
  await review.getByRole('button', { name: /^(Reply|Edit reply) to Aiko T\.$/ }).click();
  const form = review.getByRole('form', { name: 'Reply to Aiko T.' });
  await form.getByLabel('Your public reply').fill(' ');
  await form.getByRole('button', { name: 'Publish reply' }).click();
  await expect(form.getByText('Write your reply')).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Your public reply').fill(reply);
  await form.getByRole('button', { name: 'Publish reply' }).click();
  await expect(review.getByText(reply)).toBeVisible();
  await expect(review.getByRole('button', { name: 'Edit reply to Aiko T.' })).toBeVisible();
  const roomPath = await review.getByRole('link', { name: 'Rice-Field Garden Room' }).getAttribute('href');

  // A visitor, signed out: the response is under Aiko's review, in the page as the server sends it too.
  const visitorContext = await browser.newContext();
  const visitor = waitForAppOnLoad(await visitorContext.newPage());
  const html = await (await visitor.request.get(roomPath!)).text();
  expect(html).toContain('Response from Subak Rise Yoga Shala');
  expect(html).toContain(reply);
  await visitor.goto(roomPath!);
  await waitForScreen(visitor);
  const publicReview = visitor
    .getByRole('article', { name: 'Review by Aiko T.' })
    .filter({ hasText: 'Woke to the rice terraces' });
  await expect(publicReview.getByText('Response from Subak Rise Yoga Shala')).toBeVisible();
  await expect(publicReview.getByText(reply)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'House rules' })).toBeVisible();
  await expect(visitor.getByText('Check-in', { exact: true })).toBeVisible();
  await expectAccessible(visitor);
  await visitorContext.close();
});
