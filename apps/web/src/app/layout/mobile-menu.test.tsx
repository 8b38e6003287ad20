import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MobileMenu } from './mobile-menu';

vi.mock('@/features/account/hooks/use-sign-out-and-go-home', () => ({ useSignOutAndGoHome: () => vi.fn() }));

const show = (signedIn: boolean, unreadMessages = 0) =>
  render(
    <MemoryRouter>
      <MobileMenu signedIn={signedIn} unreadMessages={unreadMessages} onClose={vi.fn()} />
    </MemoryRouter>,
  );

describe('MobileMenu: Messages', () => {
  it('links a signed-in guest to their messages with the unread count', () => {
    show(true, 4);
    const link = screen.getByRole('link', { name: /Messages/ });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(link.textContent).toContain('4 unread');
  });

  it('shows no count when everything is read, and no link to a visitor', () => {
    const view = show(true, 0);
    expect(screen.getByRole('link', { name: 'Messages' }).textContent).toBe('Messages');
    view.unmount();
    show(false);
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
  });
});
