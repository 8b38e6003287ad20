import { day } from './support/dates';
import { expect, expectAccessible, test, waitForAppOnLoad, waitForScreen } from './support/fixtures';
import { signIn } from './support/account';

// A partner lists a property and a room, publishes it, a visitor finds and prices it, and unpublishing
// takes it out of search (docs/decisions/partner-listings.md). The API tests cover refusals and rules.
test('the demo partner adds a property with a room, publishes it, and a visitor finds it by its city', async ({
  page,
  browser,
}) => {
  const city = `Porto Calmo ${Date.now().toString(36)}`;
  await signIn(page, {
    name: 'Maya Lestari',
    email: 'partner@restora.example',
    password: 'quiet harbour 2026',
  });
  await page.goto('/partner');
  await page.getByRole('link', { name: 'Add a property' }).click();
  await expect(page.getByRole('heading', { name: 'Add a property', level: 1 })).toBeVisible();

  const property = page.getByRole('form', { name: 'Property' });
  // Nothing filled: the form names what is missing and sends nothing.
  await property.getByRole('button', { name: 'Create property' }).click();
  await expect(property.getByText("Enter the property's name")).toBeVisible();
  await expect(property.getByText('Enter the latitude')).toBeVisible();

  await property.getByLabel('Name').fill('Casa do Mar Calmo');
  await property.getByLabel('Type').selectOption('wellness_retreat');
  await property.getByLabel('Setting').selectOption('beach');
  await property
    .getByLabel('Description')
    .fill('A **calm** house above the bay.\n\n- Sunrise yoga\n- Sea swims');
  await property.getByLabel('Street address').fill('Rua das Ondas 3');
  await property.getByLabel('City').fill(city);
  await property.getByLabel('Country').fill('Portugal');
  await property.getByLabel('Latitude').fill('41.1496');
  await property.getByLabel('Longitude').fill('-8.611');
  await property.getByLabel('Sauna').check();
  await property.getByLabel('Yoga Classes').check();
  await property.getByRole('button', { name: 'Preview description' }).click();
  await expect(property.getByRole('region', { name: 'Description preview' }).locator('strong')).toHaveText(
    'calm',
  );
  await expectAccessible(page);
  await property.getByRole('button', { name: 'Create property' }).click();

  await expect(page.getByRole('heading', { name: 'Casa do Mar Calmo', level: 1 })).toBeVisible();
  await expect(page.getByText('Not published')).toBeVisible();
  await page.getByRole('link', { name: 'Add a room' }).click();
  const room = page.getByRole('form', { name: 'Room' });
  await room.getByLabel('Name').fill('Bay Suite');
  await room.getByLabel('Description').fill('A suite with a balcony over the bay.');
  await room.getByLabel('Maximum guests').fill('2');
  await room.getByLabel('Nightly price ($)').fill('-5');
  await room.getByRole('button', { name: 'Add room' }).click();
  await expect(room.getByText('The nightly price cannot be negative')).toBeVisible();
  await room.getByLabel('Nightly price ($)').fill('142.50');
  await room.getByLabel('Cleaning fee per stay ($)').fill('38');
  await room.getByRole('button', { name: 'Add room' }).click();

  await expect(page.getByRole('heading', { name: 'Casa do Mar Calmo', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Calendar of Bay Suite' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Photos of Bay Suite' })).toBeVisible();
  const roomHref = await page.getByRole('link', { name: 'Edit Bay Suite' }).getAttribute('href');
  const roomId = Number(roomHref!.split('/').pop());

  // Saving the room says so and leaves nothing to save again (docs/decisions/screens-and-texts.md).
  const propertyPage = page.url();
  await page.getByRole('link', { name: 'Edit Bay Suite' }).click();
  const roomForm = page.getByRole('form', { name: 'Room' });
  await roomForm.getByLabel('Nightly price ($)').fill('142.5');
  await roomForm.getByRole('button', { name: 'Save room' }).click();
  await expect(roomForm.getByRole('status')).toHaveText('Saved.');
  await expect(roomForm.getByLabel('Nightly price ($)')).toHaveValue('142.50');
  await page.goto(propertyPage);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expectAccessible(page);

  const visitorContext = await browser.newContext();
  const visitor = waitForAppOnLoad(await visitorContext.newPage());
  await visitor.goto(`/find-stays?location=${encodeURIComponent(city)}`);
  await expect(visitor.getByText(`Showing 1 stay rooms in ${city}`)).toBeVisible();
  await expect(visitor.getByText('Bay Suite')).toBeVisible();
  await visitor.goto(`/property/${roomId}?dateFrom=${day(30)}&dateTo=${day(32)}&guests=2`);
  await waitForScreen(visitor);
  const quote = visitor.locator('aside dl');
  await expect(quote.getByText('$142.50 x 2 nights')).toBeVisible();
  await expect(quote.locator('div', { hasText: 'Cleaning fee' }).locator('dd')).toHaveText('$38');

  // Unpublishing asks first (docs/decisions/admin-back-office.md).
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await page
    .getByRole('dialog', { name: 'Unpublish Casa do Mar Calmo?' })
    .getByRole('button', { name: 'Unpublish and hide its rooms' })
    .click();
  await expect(page.getByText('Not published')).toBeVisible();
  await visitor.goto(`/find-stays?location=${encodeURIComponent(city)}`);
  await expect(visitor.getByText(`Showing 0 stay rooms in ${city}`)).toBeVisible();
  await visitorContext.close();
});
