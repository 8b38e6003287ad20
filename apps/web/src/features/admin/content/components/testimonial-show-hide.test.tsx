import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTestimonial } from '@restora/shared/contracts/admin-content';
import { TestimonialShowHide } from './testimonial-show-hide';

const testimonial: AdminTestimonial = {
  id: 3,
  name: 'Lena M.',
  testimonial: 'Slept like a stone.',
  location: 'Berlin',
  rating: 5,
  published: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function stubApi() {
  const sent: { published: boolean }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { published: boolean };
      sent.push({ published: body.published });
      return new Response(JSON.stringify({ ...testimonial, ...body }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

const renderButton = (t: AdminTestimonial) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestimonialShowHide testimonial={t} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('TestimonialShowHide', () => {
  it('asks before taking a testimonial off the home page', async () => {
    const sent = stubApi();
    renderButton(testimonial);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the testimonial of Lena M.' }));
    await screen.findByRole('dialog', { name: 'Hide the testimonial of Lena M.?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the testimonial of Lena M.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hide from the home page' }));
    await waitFor(() => expect(sent).toEqual([{ published: false }]));
  });

  it('shows a hidden one at once', async () => {
    const sent = stubApi();
    renderButton({ ...testimonial, published: false });
    await userEvent.click(screen.getByRole('button', { name: 'Show the testimonial of Lena M.' }));
    await waitFor(() => expect(sent).toEqual([{ published: true }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
