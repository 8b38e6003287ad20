import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail } from '@restora/shared/contracts/conversations';
import { MESSAGE_REPORT_TEXTS as R } from '@restora/shared/domain/message-reports';
import { ApiError } from '@/lib/api-client';
import { PartnerThread } from './partner-thread';

const thread: ConversationDetail = {
  id: 7,
  about: {
    property: { id: 2, name: 'Subak Rise Yoga Shala' },
    room: null,
    retreat: { id: 9, title: 'Silent Week' },
    service: null,
    bookingId: null,
    retreatBookingId: null,
  },
  organisation: { id: 1, name: 'Lotus Path Retreats' },
  guestName: 'Aiko T.',
  status: 'open',
  lastMessageAt: '2026-11-20T09:30:00.000Z',
  unread: 0,
  lastMessage: null,
  createdAt: '2026-11-19T09:30:00.000Z',
  messages: [
    {
      id: 1,
      side: 'guest',
      senderName: 'Aiko',
      mine: false,
      body: 'Is there parking? <b>bold</b> see https://maps.example.com/x.',
      photos: [],
      createdAt: '2026-11-19T09:30:00.000Z',
    },
    {
      id: 2,
      side: 'partner',
      senderName: 'Made',
      mine: false,
      body: 'Yes, free.',
      photos: [],
      createdAt: '2026-11-20T09:30:00.000Z',
    },
  ],
  hasEarlier: true,
  guestMayWrite: true,
};

function renderThread(props: Partial<Parameters<typeof PartnerThread>[0]> = {}) {
  const handlers = {
    onSend: vi.fn(async (_message: { body: string; photoIds: number[] }) => undefined),
    onSetStatus: vi.fn(async (_status: string) => undefined),
    onReport: vi.fn(async (_messageId: number, _body: unknown) => undefined),
    onLoadEarlier: vi.fn(),
  };
  render(
    <PartnerThread
      thread={thread}
      earlier={[]}
      hasEarlier={thread.hasEarlier}
      loadingEarlier={false}
      earlierError={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

beforeEach(() => window.sessionStorage.clear());

describe('PartnerThread', () => {
  it('shows the messages oldest first, signed by the guest and the member, links made safe', async () => {
    const { onLoadEarlier } = renderThread();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.font-semibold')?.textContent)).toEqual(['Aiko T.', 'Made']);
    expect(items[0]!.textContent).toContain('<b>bold</b>');
    expect(items[0]!.querySelector('b')).toBeNull();
    const link = within(items[0]!).getByRole('link', { name: 'https://maps.example.com/x' });
    expect(link.getAttribute('rel')).toBe('nofollow noopener');
    expect(screen.getByText('Subak Rise Yoga Shala · Silent Week')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(onLoadEarlier).toHaveBeenCalled();
  });

  it('shows earlier messages before the latest page, each once', () => {
    const older = { ...thread.messages[0]!, id: 0, body: 'Hello?' };
    renderThread({ earlier: [older, thread.messages[0]!], hasEarlier: false });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Hello?');
  });

  it('says what is wrong with an empty reply and sends nothing; sends the trimmed reply', async () => {
    const user = userEvent.setup();
    const { onSend } = renderThread({ hasEarlier: false });
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    const box = await screen.findByLabelText('Your reply');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, '  See you soon  ');
    expect(screen.getByText('12 of 5,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ body: 'See you soon', photoIds: [] }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('keeps the draft of a thread in the tab, and shows the server refusal on the field', async () => {
    const user = userEvent.setup();
    renderThread({
      onSend: vi.fn(async () => {
        throw new ApiError(400, 'validation_failed', 'Some fields are not valid.', {
          body: 'A message is at most 5,000 characters',
        });
      }),
    });
    await user.type(await screen.findByLabelText('Your reply'), 'Half a thought');
    expect(window.sessionStorage.getItem('restora:partner-reply:7')).toBe('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A message is at most 5,000 characters')).toBeTruthy();
  });

  it('starts from the saved draft', async () => {
    window.sessionStorage.setItem('restora:partner-reply:7', 'Saved words');
    renderThread();
    await waitFor(() =>
      expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('Saved words'),
    );
  });

  it('closes the thread after a confirmation that says what the guest can still do', async () => {
    const user = userEvent.setup();
    const { onSetStatus } = renderThread();
    await user.click(screen.getByRole('button', { name: 'Close thread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this conversation?' });
    expect(dialog.textContent).toContain('The guest can no longer write in it');
    expect(dialog.textContent).toContain('booking is still in progress');
    expect(onSetStatus).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Close thread' }));
    await waitFor(() => expect(onSetStatus).toHaveBeenCalledWith('closed'));
  });

  it('reports the guest’s message only, and shows the server’s field message', async () => {
    const user = userEvent.setup();
    const { onReport } = renderThread();
    const buttons = screen.getAllByRole('button', { name: /^Report the message from/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Report the message from Aiko T.']);
    onReport.mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Invalid', { note: R.noteTooLong }),
    );
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: R.title });
    await user.click(within(dialog).getByLabelText('Harassment or threats'));
    await user.click(within(dialog).getByRole('button', { name: R.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(R.noteTooLong);
    await user.click(within(dialog).getByRole('button', { name: R.submit }));
    await waitFor(() => expect(onReport).toHaveBeenLastCalledWith(1, { reason: 'harassment' }));
    expect(await screen.findByText(R.thanks)).toBeTruthy();
  });

  it('marks a closed thread and offers to reopen it', () => {
    renderThread({ thread: { ...thread, status: 'closed', guestMayWrite: false } });
    expect(screen.getByText(/This conversation is closed: the guest cannot write in it/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen thread' })).toBeTruthy();
  });
});

describe('PartnerThread: a request to book waiting for an answer', () => {
  const waiting = (about: Partial<ConversationDetail['about']>): ConversationDetail => ({
    ...thread,
    about: { ...thread.about, bookingStatus: 'requested', ...about },
  });
  const answerLink = (detail: ConversationDetail) => {
    render(
      <MemoryRouter>
        <PartnerThread
          thread={detail}
          earlier={[]}
          hasEarlier={false}
          loadingEarlier={false}
          earlierError={null}
          onLoadEarlier={vi.fn()}
          onSend={vi.fn(async () => undefined)}
          onSetStatus={vi.fn(async () => undefined)}
          onReport={vi.fn(async () => undefined)}
        />
      </MemoryRouter>,
    );
    return screen.getByRole('link', { name: 'Accept or decline' }).getAttribute('href');
  };

  it("links a retreat place's request to the retreat's page, where it is answered", () => {
    expect(answerLink(waiting({ retreatBookingId: 41 }))).toBe('/partner/retreats/9');
  });

  it("links a stay's request to the bookings page", () => {
    expect(answerLink(waiting({ retreat: null, room: { id: 3, title: 'Dune Suite' }, bookingId: 12 }))).toBe(
      '/partner/bookings',
    );
  });
});
