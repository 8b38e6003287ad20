import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { Container } from '@/components/ui/container';
import { unreadText } from '@restora/shared/domain/conversations';
import { paths } from '@/config/paths';
import { useSignOutAndGoHome } from '@/features/account/hooks/use-sign-out-and-go-home';
import { cn } from '@/lib/cn';
import { mobileLinks, type NavLink as NavLinkItem } from './nav-links';

type MobileMenuProps = { signedIn: boolean; unreadMessages?: number; onClose: () => void };

const accountLinks: NavLinkItem[] = [
  { label: 'Dashboard', to: paths.dashboard.to() },
  { label: 'Messages', to: paths.messages.to() },
  { label: 'Profile', to: paths.profile.to() },
  { label: 'My Orders', to: paths.orders.to() },
];

const itemClass =
  'block w-full rounded-xl px-3 py-3 text-left text-base font-medium text-sand-800 hover:bg-sand-100';

export function MobileMenu({ signedIn, unreadMessages = 0, onClose }: MobileMenuProps) {
  const signOutAndGoHome = useSignOutAndGoHome();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const item = (link: NavLinkItem) => (
    <li key={link.label}>
      <NavLink
        to={link.to}
        onClick={onClose}
        className={({ isActive }) => cn(itemClass, isActive && 'bg-primary-50 text-primary-800')}
      >
        {link.label}
        {link.to === paths.messages.to() && unreadMessages > 0 ? (
          <span className="ml-2 rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
            {unreadText(unreadMessages)}
          </span>
        ) : null}
      </NavLink>
    </li>
  );

  const onSignOut = async () => {
    onClose();
    await signOutAndGoHome();
  };

  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-sand-200 bg-white md:hidden">
      <Container className="max-h-[calc(100dvh-4rem)] overflow-y-auto py-3">
        <ul className="grid gap-1">{mobileLinks.map(item)}</ul>
        <ul className="mt-3 grid gap-1 border-t border-sand-200 pt-3">
          {signedIn ? accountLinks.map(item) : null}
          {item({ label: 'View Cart', to: paths.cart.to() })}
          {signedIn ? (
            <li>
              <button type="button" className={itemClass} onClick={() => void onSignOut()}>
                Sign Out
              </button>
            </li>
          ) : (
            item({ label: 'Sign In', to: paths.auth.to() })
          )}
        </ul>
      </Container>
    </nav>
  );
}
