import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ReviewReplyForm } from './review-reply-form';

function renderForm(onSubmit = vi.fn(async (_values: unknown) => undefined), defaultText = '') {
  render(
    <ReviewReplyForm defaultText={defaultText} guestName="Aiko T." onSubmit={onSubmit} onCancel={vi.fn()} />,
  );
  return onSubmit;
}

describe('ReviewReplyForm', () => {
  it('says what is wrong with an empty or one-letter reply and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Write your reply')).toBeTruthy();
    expect(screen.getByLabelText('Your public reply').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Your public reply'), ' a ');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Write at least 2 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed text, starting from the reply being edited', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(undefined, 'Thank you');
    expect(screen.getByRole('form', { name: 'Reply to Aiko T.' })).toBeTruthy();
    await user.type(screen.getByLabelText('Your public reply'), ' for staying!  ');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ text: 'Thank you for staying!' });
  });

  it("shows the server's message on the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderForm(
      vi.fn(async () => {
        throw new ApiError(400, 'validation_failed', 'Some fields are not valid.', {
          text: 'Keep it under 1,000 characters',
        });
      }),
    );
    await user.type(screen.getByLabelText('Your public reply'), 'A kind reply');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Keep it under 1,000 characters')).toBeTruthy();
    expect((screen.getByLabelText('Your public reply') as HTMLTextAreaElement).value).toBe('A kind reply');
  });
});
