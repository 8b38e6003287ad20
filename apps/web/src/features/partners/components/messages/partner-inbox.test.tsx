import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationList, ConversationSummary } from '@restora/shared/contracts/conversations';
import { paths } from '@/config/paths';
import type { InboxParams } from '../../api/partner-conversations';
import { PartnerInbox } from './partner-inbox';

const thread: ConversationSummary = {
  id: 7,
  about: {
    property: { id: 2, name: 'Subak Rise Yoga Shala' },
    room: { id: 4, title: 'Rice-Field Garden Room' },
    retreat: null,
    service: null,
    bookingId: null,
    retreatBookingId: null,
  },
  organisation: { id: 1, name: 'Lotus Path Retreats' },
  guestName: 'Aiko T.',
  status: 'open',
  lastMessageAt: '2026-11-20T09:30:00.000Z',
  unread: 3,
  lastMessage: { side: 'guest', preview: 'Is the morning class gentle?', mine: false },
  createdAt: '2026-11-19T09:30:00.000Z',
};

const none: InboxParams = { unread: false, propertyId: null, status: null, page: 1 };

function renderInbox(data: Partial<ConversationList>, params = none, onFilter = vi.fn()) {
  render(
    <MemoryRouter>
      <PartnerInbox
        data={{ conversations: [], total: 0, page: 1, pageSize: 20, ...data }}
        params={params}
        properties={[
          { id: 2, name: 'Subak Rise Yoga Shala' },
          { id: 3, name: 'Ocean Hut' },
        ]}
        onFilter={onFilter}
      />
    </MemoryRouter>,
  );
  return onFilter;
}

describe('PartnerInbox', () => {
  it('lists each thread with the guest, what it is about, its time, unread count and status', () => {
    renderInbox({
      conversations: [
        thread,
        {
          ...thread,
          id: 8,
          guestName: 'Ben K.',
          unread: 0,
          status: 'closed',
          lastMessage: { side: 'partner', preview: 'See you in May.', mine: true },
          about: { ...thread.about, room: null, bookingId: 55 },
        },
      ],
      total: 2,
    });
    const first = screen.getByRole('link', { name: /Aiko T\./ });
    expect(first.getAttribute('href')).toBe('/partner/messages/7');
    expect(first.textContent).toContain('Subak Rise Yoga Shala · Rice-Field Garden Room');
    expect(first.textContent).toContain('Nov 20, 2026');
    expect(screen.getByLabelText('3 unread messages').textContent).toBe('3');
    const second = screen.getByRole('link', { name: /Ben K\./ });
    expect(second.textContent).toContain('Closed');
    expect(second.textContent).toContain('Booking #55');
    expect(second.textContent).not.toMatch(/unread/);
    const previews = screen.getAllByTestId('message-preview').map((p) => p.textContent);
    expect(previews).toEqual(['Is the morning class gentle?', 'You: See you in May.']);
  });

  it('changes the filters through the URL', async () => {
    const user = userEvent.setup();
    const onFilter = renderInbox({});
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    expect(onFilter).toHaveBeenLastCalledWith({ unread: true });
    await user.selectOptions(screen.getByLabelText('Property'), 'Ocean Hut');
    expect(onFilter).toHaveBeenLastCalledWith({ propertyId: 3 });
    await user.selectOptions(screen.getByLabelText('Status'), 'Closed');
    expect(onFilter).toHaveBeenLastCalledWith({ status: 'closed' });
    expect(paths.partnerMessages.to({ unread: true, propertyId: 3, status: 'closed', page: 2 })).toBe(
      '/partner/messages?unread=true&propertyId=3&status=closed&page=2',
    );
  });

  it('shows the filters it was given and says when nothing matches', () => {
    renderInbox({}, { unread: true, propertyId: 3, status: 'open', page: 1 });
    expect((screen.getByRole('checkbox', { name: 'Unread only' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Property') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('open');
    expect(screen.getByText('No conversations match these filters.')).toBeTruthy();
  });

  it('has an empty state when no guest has written yet', () => {
    renderInbox({});
    expect(screen.getByText(/No conversations yet/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
