import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { emptyService, ServiceForm } from './service-form';

const properties = [
  { id: 4, name: 'Casa do Mar' },
  { id: 9, name: 'Monte Verde' },
];

function renderForm(onSubmit = vi.fn(async (_values: unknown) => undefined)) {
  render(
    <ServiceForm
      properties={properties}
      defaultValues={emptyService()}
      submitLabel="Add service"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Offered at'), '9');
  await user.type(screen.getByLabelText('Name'), 'Forest Bathing');
  await user.type(screen.getByLabelText('Description'), 'A slow walk under the oaks.');
  await user.selectOptions(screen.getByLabelText('Type'), 'other');
  await user.selectOptions(screen.getByLabelText('Category'), 'Outdoors');
  await user.type(screen.getByLabelText('Price ($)'), '45.50');
  await user.clear(screen.getByLabelText('Bookings per day'));
  await user.type(screen.getByLabelText('Bookings per day'), '6');
}

describe('ServiceForm', () => {
  it('names every missing or out-of-range field and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.clear(screen.getByLabelText('Bookings per day'));
    await user.type(screen.getByLabelText('Bookings per day'), '0');
    await user.type(screen.getByLabelText('Price ($)'), '-3');
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('Choose the property that offers the service')).toBeTruthy();
    expect(screen.getByText("Enter the service's name")).toBeTruthy();
    expect(screen.getByText('Choose the type of service')).toBeTruthy();
    expect(screen.getByText('Choose a category from the list')).toBeTruthy();
    expect(screen.getByText('The price cannot be negative')).toBeTruthy();
    expect(screen.getByText('Take at least 1 booking a day')).toBeTruthy();
    expect(screen.getByLabelText('Bookings per day').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the API's values: cents, numbers and the property's id", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      propertyId: 9,
      title: 'Forest Bathing',
      description: 'A slow walk under the oaks.',
      type: 'other',
      category: 'Outdoors',
      priceCents: 4_550,
      durationMinutes: 60,
      capacityPerDay: 6,
    });
  });

  it("shows the server's field messages on their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderForm(
      vi.fn(async () => {
        throw new ApiError(400, 'validation_failed', 'Invalid', { title: 'Keep it under 120 characters' });
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('Keep it under 120 characters')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Forest Bathing');
  });

  it('takes the server’s answer after a save and says Saved. (docs/decisions/screens-and-texts.md)', async () => {
    const user = userEvent.setup();
    const saved = {
      ...emptyService('9'),
      title: 'Forest Bathing',
      description: 'A slow walk under the oaks.',
      type: 'other' as const,
      category: 'Outdoors' as const,
      priceCents: '45.50',
    };
    const onSubmit = vi.fn(async () => ({ ...saved, title: 'Forest Bathing at Dawn', priceCents: '48' }));
    render(
      <ServiceForm
        properties={properties}
        defaultValues={saved}
        submitLabel="Save service"
        onSubmit={onSubmit}
      />,
    );
    // The test's DOM leaves a select's default unset: choose them as the partner sees them.
    await user.selectOptions(screen.getByLabelText('Offered at'), '9');
    await user.selectOptions(screen.getByLabelText('Type'), 'other');
    await user.selectOptions(screen.getByLabelText('Category'), 'Outdoors');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Forest Bathing at Dawn ');
    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '48.00');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Forest Bathing at Dawn');
    expect((screen.getByLabelText('Price ($)') as HTMLInputElement).value).toBe('48');
    await user.type(screen.getByLabelText('Description'), ' And tea.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
