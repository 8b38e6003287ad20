import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@restora/shared/contracts/auth';
import { UserMenu } from './user-menu';

vi.mock('@/features/account/hooks/use-sign-out-and-go-home', () => ({ useSignOutAndGoHome: () => vi.fn() }));
vi.mock('@/lib/use-live-updates', () => ({ useLiveUpdates: vi.fn() }));

const ada = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' } as SessionUser;
const show = (unreadMessages: number) =>
  render(
    <MemoryRouter>
      <UserMenu user={ada} unreadMessages={unreadMessages} />
    </MemoryRouter>,
  );

describe('UserMenu: the unread count on its button', () => {
  it('shows the count and says it in the button’s name', () => {
    show(3);
    const button = screen.getByRole('button', { name: /^Account menu for Ada Lovelace/ });
    expect(button.textContent).toContain('3');
    expect(button.textContent).toMatch(/, 3 unread$/);
  });

  it('caps the figure at 99+ and shows nothing when everything is read', () => {
    const view = show(120);
    const button = screen.getByRole('button', { name: /^Account menu for Ada Lovelace/ });
    expect(button.textContent).toContain('99+');
    expect(button.textContent).toMatch(/, 120 unread$/);
    view.unmount();
    show(0);
    expect(screen.getByRole('button', { name: /^Account menu for Ada Lovelace/ }).textContent).not.toMatch(
      /unread/,
    );
  });
});
