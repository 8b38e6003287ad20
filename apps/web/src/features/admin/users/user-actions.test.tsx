import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserDetail } from '@restora/shared/contracts/admin-users';
import { UserActions } from './user-actions';

const user = {
  id: 'u7',
  name: 'Rui Costa',
  email: 'rui@example.com',
  role: 'guest',
  suspended: false,
  deleted: false,
} as AdminUserDetail;

afterEach(() => vi.unstubAllGlobals());

describe('UserActions', () => {
  it('asks before suspending, and gives focus back to the button when the question closes', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        calls.push(input);
        return new Response(JSON.stringify({ ...user, suspended: true }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UserActions user={user} />
      </QueryClientProvider>,
    );
    const suspend = screen.getByRole('button', { name: 'Suspend' });
    await userEvent.click(suspend);
    await screen.findByRole('dialog', { name: 'Suspend Rui Costa?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(suspend));

    await userEvent.click(suspend);
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Rui Costa?' });
    await userEvent.click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Suspend')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['/api/admin/users/u7/suspend']);
  });
});
