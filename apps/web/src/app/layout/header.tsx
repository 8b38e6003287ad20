import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu, ShoppingBag, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/account/api/get-session';
import { useCart } from '@/features/cart/api/get-cart';
import { useUnreadMessages } from '@/features/messages/api/unread';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { Logo } from './logo';
import { desktopLinks } from './nav-links';

export const HEADER_SCROLL_THRESHOLD = 50;

// Only signed-in visitors need the menu (and its popover code).
const UserMenu = lazy(() =>
  import('@/features/account/components/user-menu').then((m) => ({ default: m.UserMenu })),
);
// The menu of small screens (and its sign-out) loads when the visitor first points at, focuses or opens its
// button: most visits never open it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const avatarPlaceholder = <span className="block size-9 rounded-full bg-primary-100" aria-hidden />;

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const { user, isLoading } = useSession();
  const cartCount = useCart().data?.count ?? 0;
  const unreadMessages = useUnreadMessages(Boolean(user)).data?.messages ?? 0;

  return (
    <header
      data-scrolled={scrolled || menuOpen}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300',
        scrolled || menuOpen ? 'bg-white shadow-md' : 'bg-transparent',
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-4 md:h-20">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {desktopLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-full px-3 py-2 text-sm font-medium text-sand-800 transition-colors hover:bg-sand-100 hover:text-ink',
                      isActive && 'text-primary-800 underline decoration-2 underline-offset-8',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="icon" className="relative">
            <Link
              to={paths.cart.to()}
              aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart'}
            >
              <ShoppingBag aria-hidden />
              {cartCount > 0 ? (
                <span
                  aria-hidden
                  data-testid="cart-badge"
                  className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent-600 px-1 text-[0.6875rem] font-semibold leading-none text-white tabular-nums"
                >
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              ) : null}
            </Link>
          </Button>
          {user ? (
            <Suspense fallback={avatarPlaceholder}>
              <UserMenu user={user} unreadMessages={unreadMessages} />
            </Suspense>
          ) : isLoading ? (
            <span className="hidden size-9 md:block" aria-hidden />
          ) : (
            <Button asChild size="sm" className="hidden md:inline-flex">
              <Link to={paths.auth.to()}>Sign In</Link>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </Container>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            signedIn={Boolean(user)}
            unreadMessages={unreadMessages}
            onClose={() => setMenuOpen(false)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
