import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '@restora/shared/contracts/conversations';
import { GUEST_MESSAGES_TEXTS as T } from '@restora/shared/domain/conversations';
import { ConversationList } from './conversation-list';

const thread = (over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 7,
  about: {
    property: { id: 1, name: 'Stillwater House' },
    room: { id: 4, title: 'Sea view room' },
    retreat: null,
    service: null,
    bookingId: null,
    retreatBookingId: null,
  },
  organisation: { id: 2, name: 'Lotus Path Retreats' },
  guestName: 'Aiko T.',
  status: 'open',
  lastMessageAt: '2026-11-27T10:00:00.000Z',
  unread: 0,
  lastMessage: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const show = (conversations: ConversationSummary[], unreadOnly = false) =>
  render(
    <MemoryRouter>
      <ConversationList conversations={conversations} unreadOnly={unreadOnly} />
    </MemoryRouter>,
  );

describe('ConversationList', () => {
  it('links each thread with its property, what it is about, the host and the unread count', () => {
    show([
      thread({ unread: 3, lastMessage: { side: 'partner', preview: 'Breakfast is vegan.', mine: false } }),
      thread({
        id: 8,
        about: { ...thread().about, property: { id: 5, name: 'Cedar Lodge' } },
        lastMessage: { side: 'guest', preview: 'Thank you!', mine: true },
      }),
      thread({ id: 9 }),
    ]);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/messages/7', '/messages/8', '/messages/9']);
    expect(links[0]?.textContent).toContain('Stillwater House');
    expect(links[0]?.textContent).toContain('Sea view room');
    expect(links[0]?.textContent).toContain('Lotus Path Retreats');
    expect(screen.getAllByTestId('unread-badge')).toHaveLength(1);
    expect(screen.getByTestId('unread-badge')?.textContent).toContain('3 unread');
    // The start of the latest message, the guest's own marked; a thread without messages shows none.
    expect(screen.getAllByTestId('message-preview').map((p) => p.textContent)).toEqual([
      'Breakfast is vegan.',
      'You: Thank you!',
    ]);
  });

  it('says there are no messages yet and links to stays', () => {
    show([]);
    expect(screen.getByText(T.emptyTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.findStays })?.getAttribute('href')).toBe('/find-stays');
  });

  it('filtered to unread, offers all messages instead', () => {
    show([], true);
    expect(screen.getByText(T.emptyUnreadTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all messages' })?.getAttribute('href')).toBe('/messages');
  });
});
