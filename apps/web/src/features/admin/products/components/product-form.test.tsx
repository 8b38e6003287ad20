import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductFormValues } from '@restora/shared/contracts/admin-product-form';
import { ApiError } from '@/lib/api-client';
import { ProductForm } from './product-form';

// After a save the form shows the product as the server saved it, which the editor reads back; a field
// being typed in keeps its text when the product is read again (docs/decisions/screens-and-texts.md,
// "A saved form is clean").

const product: ProductFormValues = {
  name: 'Yoga Mat',
  category: 'Equipment',
  description: 'A mat that grips.',
  price: '49.99',
  discountPrice: '',
  image: '/images/products/product-01.svg',
  productType: 'buy_now',
  status: 'in_stock',
  stock: '20',
  isNew: false,
  isBestSeller: false,
  releaseDate: '',
  estimatedShippingDate: '',
  features: 'Grip',
  servingSize: '',
  servingsPerContainer: '',
  ingredients: '',
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function renderForm(onSubmit: (input: unknown) => Promise<unknown> = vi.fn(async () => undefined)) {
  const view = render(<ProductForm defaultValues={product} submitLabel="Save changes" onSubmit={onSubmit} />);
  const readBack = (next: ProductFormValues) =>
    view.rerender(<ProductForm defaultValues={next} submitLabel="Save changes" onSubmit={onSubmit} />);
  return { onSubmit, readBack };
}

describe('ProductForm', () => {
  async function saveFeatures(user: ReturnType<typeof userEvent.setup>) {
    // The test's DOM leaves a select's default unset: choose them as the administrator sees them.
    await user.selectOptions(field('Sold as'), 'buy_now');
    await user.selectOptions(field('Status'), 'in_stock');
    await user.clear(field('Features (one per line, up to 10)'));
    await user.type(field('Features (one per line, up to 10)'), 'Grip{Enter}{Enter}Non-slip');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
  }
  // The server keeps the features without the blank line.
  const answered = { ...product, features: 'Grip\nNon-slip' };

  it('shows the product as the server saved it when the editor reads it back after the save', async () => {
    const user = userEvent.setup();
    const { onSubmit, readBack } = renderForm();
    await saveFeatures(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(field('Name').disabled).toBe(false));
    readBack(answered);
    await waitFor(() => expect(field('Features (one per line, up to 10)').value).toBe('Grip\nNon-slip'));
  });

  it('shows the product as the server saved it when the editor has it before the save ends', async () => {
    const user = userEvent.setup();
    let readBack: (next: ProductFormValues) => void = () => {};
    const onSubmit = vi.fn(async () => readBack(answered));
    ({ readBack } = renderForm(onSubmit));
    await saveFeatures(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(field('Features (one per line, up to 10)').value).toBe('Grip\nNon-slip'));
  });

  it('keeps what is being typed when the product is read again meanwhile', async () => {
    const user = userEvent.setup();
    const { readBack } = renderForm();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Yoga Mat Pro');
    readBack({ ...product, stock: '12' });
    await waitFor(() => expect(field('Stock').value).toBe('12'));
    expect(field('Name').value).toBe('Yoga Mat Pro');
  });

  it('sends the prices in cents, and shows the API refusing a cents field on the price typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'validation_failed', 'Invalid product', {
        discountPriceCents: 'The discount price must be lower than the price',
      });
    });
    renderForm(onSubmit);
    await saveFeatures(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ priceCents: 4999, discountPriceCents: null }),
    ]);
    expect(await screen.findByText('The discount price must be lower than the price')).toBeTruthy();
    expect(field('Discount price (optional)').getAttribute('aria-invalid')).toBe('true');
  });
});
