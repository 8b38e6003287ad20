import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast-store';
import { fakeJourneyApi, plan, planItem, renderWithProviders } from '../testing/fake-journey-api';
import { JourneyPlanner } from './journey-planner';

vi.mock('@/components/ui/toast-store', () => ({ toast: vi.fn() }));

const plansList = () => screen.getByRole('region', { name: 'Your Plans' });
const planLinks = () => within(plansList()).getAllByRole('link');
const selectedLink = () => within(plansList()).getAllByRole('link', { current: true });

let api: ReturnType<typeof fakeJourneyApi>;
function setUp(plans: Parameters<typeof fakeJourneyApi>[0], url?: string) {
  api = fakeJourneyApi(plans);
  vi.stubGlobal('fetch', api.fetchMock);
  return renderWithProviders(<JourneyPlanner />, url);
}

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('JourneyPlanner', () => {
  it('offers Create New Plan and the discovery quiz when there are no plans', async () => {
    setUp([]);
    const empty = await screen.findByRole('region', { name: 'Start your first journey plan' });
    expect(within(empty).getByRole('link', { name: 'Take the Discovery Quiz' }).getAttribute('href')).toBe(
      '/discovery-quiz',
    );

    await userEvent.setup().click(within(empty).getByRole('button', { name: 'Create New Plan' }));
    await waitFor(() => expect(selectedLink()[0]!.textContent).toContain('New Wellness Journey'));
    // The button that had focus is gone with the empty state: focus moves to the new list.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your Plans' }));
  });

  it('lists each plan with its dates and item count, and opens the newest by default', async () => {
    setUp([
      plan(3, 'Alpine Calm', [planItem(1, 'stay', 'Cedar Suite')], {
        start: '2026-06-01',
        end: '2026-06-05',
      }),
      plan(2, 'Bali Reset'),
    ]);
    await screen.findByRole('heading', { name: 'Cedar Suite' });
    const [first, second] = planLinks();
    expect(first!.textContent).toContain('Alpine Calm');
    expect(first!.textContent).toContain('Jun 1, 2026 – Jun 5, 2026');
    expect(first!.textContent).toContain('1 item');
    expect(second!.textContent).toContain('No dates yet');
    expect(second!.textContent).toContain('0 items');
    expect(selectedLink()).toEqual([first]);
    expect(((await screen.findByLabelText('Plan name')) as HTMLInputElement).value).toBe('Alpine Calm');
  });

  it('opens the plan named in ?plan= and switches plans through the URL', async () => {
    const { router } = setUp(
      [plan(3, 'Alpine Calm'), plan(2, 'Bali Reset', [planItem(5, 'service', 'Yoga Class')])],
      '/journey-dashboard?plan=2',
    );
    await screen.findByRole('heading', { name: 'Yoga Class' });
    expect(selectedLink()[0]!.textContent).toContain('Bali Reset');

    await userEvent.setup().click(within(plansList()).getByRole('link', { name: /Alpine Calm/ }));
    expect(await screen.findByText('No items in this plan yet.')).toBeTruthy();
    expect(router.state.location.search).toBe('?plan=3');
    expect(selectedLink()[0]!.textContent).toContain('Alpine Calm');
  });

  it('falls back to the newest plan when ?plan= names no plan of the user', async () => {
    setUp([plan(3, 'Alpine Calm'), plan(2, 'Bali Reset')], '/journey-dashboard?plan=99');
    await screen.findByText('No items in this plan yet.');
    expect(selectedLink()[0]!.textContent).toContain('Alpine Calm');
  });

  it('creates New Wellness Journey at the top of the list and opens it', async () => {
    const user = userEvent.setup();
    const { router } = setUp([plan(2, 'Bali Reset', [planItem(5, 'service', 'Yoga Class')])]);
    await screen.findByRole('heading', { name: 'Yoga Class' });

    await user.click(screen.getByRole('button', { name: 'Create New Plan' }));
    await waitFor(() => expect(planLinks()).toHaveLength(2));
    const [created, older] = planLinks();
    expect(created!.textContent).toContain('New Wellness Journey');
    expect(created!.textContent).toContain('No dates yet');
    expect(older!.textContent).toContain('Bali Reset');
    await waitFor(() => expect(selectedLink()).toEqual([created]));
    expect(router.state.location.search).toBe('?plan=500');
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/journey/plans', body: {} }]);

    expect(await screen.findByText('No items in this plan yet.')).toBeTruthy();
    expect((screen.getByLabelText('Plan name') as HTMLInputElement).value).toBe('New Wellness Journey');
    expect(screen.getByLabelText('Description').getAttribute('placeholder')).toBe('Describe your journey...');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Plan created' }));
  });

  it('deletes a plan only after confirmation, then opens the next one', async () => {
    const user = userEvent.setup();
    const { router } = setUp([plan(3, 'Alpine Calm'), plan(2, 'Bali Reset')], '/journey-dashboard?plan=3');
    await screen.findByText('No items in this plan yet.');

    await user.click(screen.getByRole('button', { name: 'Delete Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Plan' }));
    await waitFor(() => expect(planLinks()).toHaveLength(1));
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/journey/plans/3', body: undefined }]);
    expect(selectedLink()[0]!.textContent).toContain('Bali Reset');
    expect(router.state.location.search).toBe('');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Plan deleted' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your Plans'));
  });
});
