import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast-store';
import { fakeJourneyApi, plan, planItem, renderWithProviders } from '../testing/fake-journey-api';
import { JourneyPlanner } from './journey-planner';

vi.mock('@/components/ui/toast-store', () => ({ toast: vi.fn() }));

const threeItems = () =>
  plan(1, 'Bali Reset', [
    planItem(11, 'service', 'Yoga Class', 7),
    planItem(12, 'stay', 'Cedar Suite', 3),
    planItem(13, 'product', 'Travel Mat', 42),
  ]);

let api: ReturnType<typeof fakeJourneyApi>;
async function setUp(plans = [threeItems()]) {
  api = fakeJourneyApi(plans);
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<JourneyPlanner />);
  await screen.findByRole('heading', { name: 'Items in this plan' });
}

const card = (title: string) => screen.getByRole('article', { name: title });
const titlesInOrder = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('PlanItems', () => {
  it('says so when the plan has no items, with a link to the quiz', async () => {
    await setUp([plan(1, 'Empty Plan')]);
    expect(screen.getByText('No items in this plan yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the Discovery Quiz' }).getAttribute('href')).toBe(
      '/discovery-quiz',
    );
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('shows each item with its kind, title, subtitle, price and image', async () => {
    await setUp();
    expect(titlesInOrder()).toEqual(['Yoga Class', 'Cedar Suite', 'Travel Mat']);
    const stay = card('Cedar Suite');
    expect(within(stay).getByText('Stay')).toBeTruthy();
    expect(within(stay).getByText('Cedar Suite subtitle')).toBeTruthy();
    expect(within(stay).getByText('$40.00 / night')).toBeTruthy();
    expect(within(stay).getByRole('img', { name: 'Cedar Suite' }).getAttribute('src')).toBe(
      '/images/stay/3.svg',
    );
    expect(within(card('Yoga Class')).getByText('Service')).toBeTruthy();
    expect(within(card('Travel Mat')).getByText('Product')).toBeTruthy();
  });

  it("shows a stay's photo from its partner, at its smallest size, with its alt text", async () => {
    const stay = planItem(12, 'stay', 'Cedar Suite', 3);
    const sizes = [400, 800].map((width) => ({
      width,
      height: width / 2,
      avif: `/u/${width}.avif`,
      webp: `/u/${width}.webp`,
    }));
    await setUp([
      plan(1, 'Bali Reset', [
        { ...stay, photo: { id: 5, alt: 'Cedar deck at dusk', width: 800, height: 400, sizes } },
      ]),
    ]);
    expect(
      within(card('Cedar Suite')).getByRole('img', { name: 'Cedar deck at dusk' }).getAttribute('src'),
    ).toBe('/u/400.webp');
  });

  it('links Book/Inquire to the booking page of a stay or service and to a product page', async () => {
    await setUp();
    const href = (title: string) =>
      within(card(title)).getByRole('link', { name: 'Book/Inquire' }).getAttribute('href');
    expect(href('Cedar Suite')).toBe('/booking/property/3');
    expect(href('Yoga Class')).toBe('/booking/service/7');
    expect(href('Travel Mat')).toBe('/product/42');
  });

  it('disables Move up on the first item and Move down on the last', async () => {
    await setUp();
    expect(button('Move up: Yoga Class').hasAttribute('disabled')).toBe(true);
    expect(button('Move down: Yoga Class').hasAttribute('disabled')).toBe(false);
    expect(button('Move up: Cedar Suite').hasAttribute('disabled')).toBe(false);
    expect(button('Move down: Cedar Suite').hasAttribute('disabled')).toBe(false);
    expect(button('Move up: Travel Mat').hasAttribute('disabled')).toBe(false);
    expect(button('Move down: Travel Mat').hasAttribute('disabled')).toBe(true);
  });

  it('moves an item down and up, sending the whole new order and announcing the new place', async () => {
    const user = userEvent.setup();
    await setUp();

    await user.click(button('Move down: Yoga Class'));
    await waitFor(() => expect(titlesInOrder()).toEqual(['Cedar Suite', 'Yoga Class', 'Travel Mat']));
    expect(status().textContent).toBe('Moved Yoga Class to position 2 of 3');
    expect(document.activeElement).toBe(button('Move down: Yoga Class'));
    expect(button('Move up: Cedar Suite').hasAttribute('disabled')).toBe(true);

    await user.click(button('Move up: Travel Mat'));
    await waitFor(() => expect(titlesInOrder()).toEqual(['Cedar Suite', 'Travel Mat', 'Yoga Class']));
    expect(status().textContent).toBe('Moved Travel Mat to position 2 of 3');
    expect(document.activeElement).toBe(button('Move up: Travel Mat'));
    expect(button('Move down: Yoga Class').hasAttribute('disabled')).toBe(true);

    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()).toEqual([
      { method: 'PUT', path: '/api/journey/plans/1/items/order', body: { itemIds: [12, 11, 13] } },
      { method: 'PUT', path: '/api/journey/plans/1/items/order', body: { itemIds: [12, 13, 11] } },
    ]);
  });

  it('moves focus to the other arrow when the item reaches an end', async () => {
    const user = userEvent.setup();
    await setUp();
    await user.click(button('Move up: Cedar Suite'));
    await waitFor(() => expect(titlesInOrder()).toEqual(['Cedar Suite', 'Yoga Class', 'Travel Mat']));
    expect(button('Move up: Cedar Suite').hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(button('Move down: Cedar Suite'));
    expect(status().textContent).toBe('Moved Cedar Suite to position 1 of 3');
  });

  it('puts the old order back and says so when the server refuses a move', async () => {
    const user = userEvent.setup();
    await setUp();
    api.answer((call) =>
      call.path.endsWith('/order')
        ? api.json(500, { error: { code: 'internal', message: 'Something broke' } })
        : undefined,
    );
    await user.click(button('Move down: Yoga Class'));
    await waitFor(() =>
      expect(status().textContent).toBe('Could not move Yoga Class: the previous order is back.'),
    );
    expect(titlesInOrder()).toEqual(['Yoga Class', 'Cedar Suite', 'Travel Mat']);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not reorder' }));
  });

  it('saves the note typed for an item', async () => {
    const user = userEvent.setup();
    await setUp();
    const note = screen.getByRole('textbox', { name: 'Note for Cedar Suite' });
    await user.type(note, 'Ask for the quiet side');
    await user.click(within(card('Cedar Suite')).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Note saved' })));
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: '/api/journey/plans/1/items/12', body: { note: 'Ask for the quiet side' } },
    ]);
    expect((screen.getByRole('textbox', { name: 'Note for Cedar Suite' }) as HTMLTextAreaElement).value).toBe(
      'Ask for the quiet side',
    );
  });

  it('shows a too-long note under the field and sends nothing', async () => {
    await setUp();
    const note = screen.getByRole('textbox', { name: 'Note for Yoga Class' });
    fireEvent.change(note, { target: { value: 'x'.repeat(1001) } });
    await userEvent.setup().click(within(card('Yoga Class')).getByRole('button', { name: 'Save Note' }));
    expect(await within(card('Yoga Class')).findByText('Note: at most 1000 characters')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  it('removes an item and says so', async () => {
    const user = userEvent.setup();
    await setUp();
    await user.click(button('Remove Cedar Suite'));
    await waitFor(() => expect(titlesInOrder()).toEqual(['Yoga Class', 'Travel Mat']));
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: '/api/journey/plans/1/items/12', body: undefined },
    ]);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Item removed',
        description: 'Cedar Suite has been removed from your plan.',
      }),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Items in this plan' }));
  });

  it('says so for each of two items removed before the first answered', async () => {
    const user = userEvent.setup();
    await setUp();
    api.hold();
    await user.click(button('Remove Cedar Suite'));
    await user.click(button('Remove Travel Mat'));
    await waitFor(() => expect(api.heldCount()).toBe(2));
    api.release();
    await waitFor(() => expect(titlesInOrder()).toEqual(['Yoga Class']));
    // Either may answer first (each refetches the plan); both are said.
    await waitFor(() =>
      expect(
        vi
          .mocked(toast)
          .mock.calls.map(([t]) => t.description)
          .sort(),
      ).toEqual([
        'Cedar Suite has been removed from your plan.',
        'Travel Mat has been removed from your plan.',
      ]),
    );
  });
});
