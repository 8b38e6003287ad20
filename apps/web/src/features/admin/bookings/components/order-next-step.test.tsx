import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@restora/shared/contracts/admin-bookings';
import { NextStep } from './order-next-step';

const order = { id: 34, customerName: 'Rui Costa', nextStatus: 'shipped' } as AdminOrderDetail;

afterEach(() => vi.unstubAllGlobals());

describe('NextStep', () => {
  it('e-mails the customer only once the operator confirms the step', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        calls.push({ url: input, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ ...order, status: 'shipped', nextStatus: 'delivered' }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NextStep order={order} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #34 shipped?' });
    expect(dialog.textContent).toContain('Rui Costa is e-mailed');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark shipped and e-mail the customer' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{ url: '/api/admin/orders/34/status', body: { status: 'shipped' } }]);
  });
});
