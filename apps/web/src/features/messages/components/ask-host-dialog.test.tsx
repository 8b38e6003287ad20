import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ASK_HOST } from '@restora/shared/domain/ask-host';
import {
  GUEST_MESSAGES_TEXTS as T,
  MESSAGE_REQUIRED,
  TOO_MANY_MESSAGES,
} from '@restora/shared/domain/conversations';
import { ApiError } from '@/lib/api-client';
import { AskHostButton } from './ask-host-button';

const start = vi.fn(async (_input: unknown) => ({ id: 41 }));
vi.mock('../api/conversations', () => ({
  useStartConversation: () => ({ mutateAsync: start, isPending: false }),
}));
const toast = vi.fn();
vi.mock('@/components/ui/toast-store', () => ({ toast: (t: unknown) => toast(t) }));

const show = (signedIn = true) =>
  render(
    <MemoryRouter initialEntries={['/retreats/3']}>
      <Routes>
        <Route
          path="/retreats/:id"
          element={
            <AskHostButton
              about={{ kind: 'retreat', id: 3 }}
              subject="Week of stillness"
              signedIn={signedIn}
            />
          }
        />
        <Route path="/messages/:id" element={<h1>Thread page</h1>} />
        <Route path="/auth" element={<h1>Sign in page</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('Ask the host', () => {
  it('sends the question and opens the thread', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: ASK_HOST }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog?.textContent).toContain('Week of stillness');
    await user.click(screen.getByRole('button', { name: T.send }));
    expect(screen.getByRole('alert')?.textContent).toContain(MESSAGE_REQUIRED);
    expect(start).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(T.replyLabel), 'Is there a quiet room?');
    await user.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() =>
      expect(start).toHaveBeenCalledWith({
        about: { kind: 'retreat', id: 3 },
        body: 'Is there a quiet room?',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Thread page' })).toBeTruthy();
  });

  it('keeps what was typed when the message is refused', async () => {
    start.mockRejectedValueOnce(new ApiError(429, 'rate_limited', TOO_MANY_MESSAGES));
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: ASK_HOST }));
    await user.type(await screen.findByLabelText(T.replyLabel), 'Hello?');
    await user.click(screen.getByRole('button', { name: T.send }));
    expect((await screen.findByRole('alert'))?.textContent).toContain(TOO_MANY_MESSAGES);
    expect((screen.getByLabelText(T.replyLabel) as HTMLTextAreaElement).value).toBe('Hello?');
  });

  it('asks a visitor to sign in first', async () => {
    show(false);
    await userEvent.click(screen.getByRole('button', { name: ASK_HOST }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(toast).toHaveBeenCalled();
  });
});
