import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail, ConversationMessage } from '@restora/shared/contracts/conversations';
import {
  CONVERSATION_CLOSED,
  GUEST_MESSAGES_TEXTS as T,
  MESSAGE_MAX,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
} from '@restora/shared/domain/conversations';
import { MESSAGE_REPORT_TEXTS as R } from '@restora/shared/domain/message-reports';
import { ApiError } from '@/lib/api-client';
import { draftKey } from './reply-form';
import { Thread } from './thread';

const send = vi.fn(async (_message: { body: string; photoIds: number[] }) => ({}));
vi.mock('../api/conversations', () => ({
  useSendMessage: () => ({ mutateAsync: send, isPending: false }),
}));
const report = vi.fn(async (_input: unknown) => ({}));
vi.mock('../api/report-message', () => ({ useReportMessage: () => ({ mutateAsync: report }) }));

const message = (over: Partial<ConversationMessage>): ConversationMessage => ({
  id: 1,
  side: 'guest',
  senderName: 'Mia',
  mine: true,
  body: 'Hello',
  photos: [],
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

const detail = (over: Partial<ConversationDetail> = {}): ConversationDetail => ({
  id: 9,
  about: {
    property: { id: 1, name: 'Stillwater House' },
    room: null,
    retreat: { id: 3, title: 'Week of stillness' },
    service: null,
    bookingId: null,
    retreatBookingId: null,
  },
  organisation: { id: 2, name: 'Lotus Path Retreats' },
  guestName: 'Mia K.',
  status: 'open',
  lastMessageAt: '2026-11-27T11:00:00.000Z',
  unread: 0,
  lastMessage: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  messages: [],
  hasEarlier: false,
  guestMayWrite: true,
  ...over,
});

const messages = [
  message({ id: 1, body: 'Is breakfast included? <script>alert(1)</script>' }),
  message({
    id: 2,
    side: 'partner',
    mine: false,
    senderName: 'Ana',
    body: 'Yes, see https://example.com/menu.',
  }),
];

const show = (over: Partial<ConversationDetail> = {}, props: { hasEarlier?: boolean } = {}) => {
  const onLoadEarlier = vi.fn();
  const view = render(
    <MemoryRouter>
      <Thread
        detail={detail(over)}
        messages={messages}
        hasEarlier={props.hasEarlier ?? false}
        loadingEarlier={false}
        onLoadEarlier={onLoadEarlier}
      />
    </MemoryRouter>,
  );
  return { ...view, onLoadEarlier };
};

beforeEach(() => sessionStorage.clear());
afterEach(() => send.mockClear());

describe('Thread', () => {
  it('shows the messages oldest first, the host signed with the member, bodies as text with safe links', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Stillwater House' })).toBeTruthy();
    const bodies = screen.getAllByTestId('message-body');
    expect(bodies[0]?.textContent).toContain('Is breakfast included? <script>alert(1)</script>');
    expect(bodies[0]?.querySelector('script')).toBeNull();
    expect(screen.getByText('Lotus Path Retreats · Ana')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://example.com/menu' });
    expect(link.getAttribute('rel')).toContain('nofollow noopener');
  });

  it('reports the host’s message (never the guest’s own): a reason first, then thanks', async () => {
    const user = userEvent.setup();
    show();
    const buttons = screen.getAllByRole('button', { name: /^Report the message from/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: R.title });
    await user.click(within(dialog).getByRole('button', { name: R.submit }));
    expect(within(dialog).getByRole('alert').textContent).toBe(R.reasonRequired);
    await user.click(within(dialog).getByLabelText('Something else'));
    await user.click(within(dialog).getByRole('button', { name: R.submit }));
    expect(within(dialog).getByRole('alert').textContent).toBe(R.noteRequired);
    expect(report).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(R.noteLabel), '  Asks me to pay by wire. ');
    await user.click(within(dialog).getByRole('button', { name: R.submit }));
    await waitFor(() =>
      expect(report).toHaveBeenCalledWith({
        messageId: 2,
        body: { reason: 'other', note: 'Asks me to pay by wire.' },
      }),
    );
    expect(await screen.findByText(R.thanks)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers earlier messages when there are more', async () => {
    const { onLoadEarlier } = show({}, { hasEarlier: true });
    await userEvent.click(screen.getByRole('button', { name: T.loadEarlier }));
    expect(onLoadEarlier).toHaveBeenCalled();
  });

  it('refuses an empty or too long reply with the shared messages, and sends a good one', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: T.send }));
    expect(screen.getByRole('alert')?.textContent).toContain(MESSAGE_REQUIRED);
    expect(screen.getByLabelText(T.replyLabel)?.getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();

    const box = screen.getByLabelText(T.replyLabel);
    await user.click(box);
    await user.paste('x'.repeat(MESSAGE_MAX + 1));
    await user.click(screen.getByRole('button', { name: T.send }));
    expect(screen.getByRole('alert')?.textContent).toContain(MESSAGE_TOO_LONG);

    await user.clear(box);
    await user.type(box, '  Thank you!  ');
    await user.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ body: 'Thank you!', photoIds: [] }));
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(sessionStorage.getItem(draftKey(9))).toBeNull();
  });

  it('keeps a draft for when the guest comes back', async () => {
    const user = userEvent.setup();
    const first = show();
    await user.type(screen.getByLabelText(T.replyLabel), 'Half a thought');
    expect(sessionStorage.getItem(draftKey(9))).toBe('Half a thought');
    first.unmount();
    show();
    await waitFor(() =>
      expect((screen.getByLabelText(T.replyLabel) as HTMLTextAreaElement).value).toBe('Half a thought'),
    );
  });

  it('shows the refusal of a closed thread and keeps what was typed', async () => {
    send.mockRejectedValueOnce(new ApiError(409, 'conflict', CONVERSATION_CLOSED));
    const user = userEvent.setup();
    show();
    await user.type(screen.getByLabelText(T.replyLabel), 'Still there?');
    await user.click(screen.getByRole('button', { name: T.send }));
    expect((await screen.findByRole('alert'))?.textContent).toContain(CONVERSATION_CLOSED);
    expect((screen.getByLabelText(T.replyLabel) as HTMLTextAreaElement).value).toBe('Still there?');
  });

  it('a thread the guest may not write in says why, and keeps its history', () => {
    show({ status: 'closed', guestMayWrite: false });
    expect(screen.getByText(CONVERSATION_CLOSED)).toBeTruthy();
    expect(screen.queryByLabelText(T.replyLabel)).toBeNull();
    expect(screen.getAllByTestId('message-body')).toHaveLength(2);
  });
});
