import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { partnerKeys } from '@/lib/partner-query-keys';
import { PartnerConsoleShell } from './partner-console';

function renderShell(unread: number) {
  const client = new QueryClient();
  // Fresh for the test: the hook answers from the cache without asking.
  client.setQueryDefaults(partnerKeys.conversationsUnread(), { staleTime: Infinity });
  client.setQueryData(partnerKeys.conversationsUnread(), { messages: unread, conversations: 1 });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PartnerConsoleShell title="Messages" section="messages">
          <p>Body</p>
        </PartnerConsoleShell>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PartnerConsoleShell', () => {
  it("shows the caller's unread messages on the nav's Messages link", () => {
    renderShell(4);
    const link = screen.getByRole('link', { name: /^Messages\W+4 unread messages$/ });
    expect(link.getAttribute('href')).toBe('/partner/messages');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('shows no count when everything is read', () => {
    renderShell(0);
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });
});
