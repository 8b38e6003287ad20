import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast-store';
import { fakeJourneyApi, plan, renderWithProviders } from '../testing/fake-journey-api';
import { JourneyPlanner } from './journey-planner';

vi.mock('@/components/ui/toast-store', () => ({ toast: vi.fn() }));

let api: ReturnType<typeof fakeJourneyApi>;
async function setUp() {
  api = fakeJourneyApi([plan(4, 'Bali Reset', [], { start: '2026-06-01', end: '' })]);
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<JourneyPlanner />);
  await screen.findByRole('form', { name: 'Plan details' });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setDate = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save Plan' }));

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('PlanForm', () => {
  it('saves name, description and dates together, and the plan list follows', async () => {
    const user = userEvent.setup();
    await setUp();
    expect(field('Start date').value).toBe('2026-06-01');
    await user.clear(field('Plan name'));
    await user.type(field('Plan name'), '  Alpine Calm ');
    await user.type(field('Description'), 'Hikes and hot springs');
    setDate('Start date', '2026-07-10');
    setDate('End date', '2026-07-14');
    await save();

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Plan saved' })));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/journey/plans/4',
        body: {
          name: 'Alpine Calm',
          description: 'Hikes and hot springs',
          startDate: '2026-07-10',
          endDate: '2026-07-14',
        },
      },
    ]);
    const list = screen.getByRole('region', { name: 'Your Plans' });
    await waitFor(() =>
      expect(within(list).getByRole('link').textContent).toContain('Jul 10, 2026 – Jul 14, 2026'),
    );
    expect(within(list).getByRole('link').textContent).toContain('Alpine Calm');
  });

  it('sends an emptied date as null', async () => {
    await setUp();
    setDate('Start date', '');
    await save();
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      name: 'Bali Reset',
      description: '',
      startDate: null,
      endDate: null,
    });
  });

  it('shows a message on each invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    await setUp();
    await user.clear(field('Plan name'));
    setDate('End date', '2026-05-30');
    await save();
    expect(await screen.findByText('Give the plan a name')).toBeTruthy();
    expect(screen.getByText('The end date cannot be before the start date')).toBeTruthy();
    expect(field('Plan name').getAttribute('aria-invalid')).toBe('true');
    expect(field('End date').getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  it('shows "Saving..." while saving, then the server\'s field messages, keeping what was typed', async () => {
    const user = userEvent.setup();
    await setUp();
    let answer: (response: Response) => void = () => undefined;
    api.answer((call) =>
      call.method === 'PUT' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    await user.clear(field('Plan name'));
    await user.type(field('Plan name'), 'Retreat');
    await save();

    expect(screen.getByRole('button', { name: 'Saving...' }).closest('fieldset')?.disabled).toBe(true);
    answer(
      api.json(400, {
        error: {
          code: 'validation_error',
          message: 'Check the fields',
          fields: { name: 'That name is not allowed' },
        },
      }),
    );
    expect(await screen.findByText('That name is not allowed')).toBeTruthy();
    expect(field('Plan name').value).toBe('Retreat');
    expect(screen.getByRole('button', { name: 'Save Plan' })).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it('says why in a toast when the server refuses without naming a field', async () => {
    await setUp();
    api.answer((call) =>
      call.method === 'PUT'
        ? api.json(404, { error: { code: 'not_found', message: 'Plan not found' } })
        : undefined,
    );
    await save();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Could not save the plan',
        description: 'Plan not found',
        variant: 'destructive',
      }),
    );
  });
});
