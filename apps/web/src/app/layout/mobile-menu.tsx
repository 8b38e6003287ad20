import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { Container } from '../../components/ui/container';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { mobileLinks, type NavLink as NavLinkItem } from './nav-links';

type MobileMenuProps = { onClose: () => void };

const account: NavLinkItem[] = [
  { label: 'View Cart', to: paths.cart.to() },
  { label: 'Sign In', to: paths.auth.to() },
];

export function MobileMenu({ onClose }: MobileMenuProps) {
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
        className={({ isActive }) =>
          cn(
            'block rounded-xl px-3 py-3 text-base font-medium text-sand-800 hover:bg-sand-100',
            isActive && 'bg-primary-50 text-primary-800',
          )
        }
      >
        {link.label}
      </NavLink>
    </li>
  );

  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-sand-200 bg-white md:hidden">
      <Container className="max-h-[calc(100dvh-4rem)] overflow-y-auto py-3">
        <ul className="grid gap-1">{mobileLinks.map(item)}</ul>
        <ul className="mt-3 grid gap-1 border-t border-sand-200 pt-3">{account.map(item)}</ul>
      </Container>
    </nav>
  );
}
