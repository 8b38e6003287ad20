import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const { admin } = paths;
const links = [
  { to: admin.to(), label: 'Overview', end: true },
  ...[
    { to: admin.bookings.to(), label: 'Bookings' },
    { to: admin.retreats.to(), label: 'Retreats' },
    { to: admin.orders.to(), label: 'Orders' },
    { to: admin.users.to(), label: 'Users' },
    { to: admin.partners.to(), label: 'Partners' },
    { to: admin.moderation.to(), label: 'Moderation' },
    { to: admin.content.to(), label: 'Content' },
    { to: admin.products.to(), label: 'Products' },
    { to: admin.messages.to(), label: 'Messages' },
    { to: admin.jobs.to(), label: 'Jobs' },
    { to: admin.history.to(), label: 'History' },
    { to: paths.adminPartnerApplications.to(), label: 'Partner applications' },
  ].map((link) => ({ ...link, end: false })),
];

/**
 * The links between the admin screens. On a phone they are one row that scrolls sideways (a pile of twelve
 * wrapped links would push every page down), with the current section in view; from 640 px up they wrap.
 *
 * The row never moves under a finger (docs/decisions/early-input.md, "The page stays where the person
 * scrolled it"): the current section is centred by the browser as the server's page is first laid out
 * (`scroll-initial-target`), and when the app takes the page over it leaves the row as it is (scrolled by
 * the person perhaps, a tap on its way), unless the current section is out of sight at the row's start (a
 * browser without that CSS). From then on each new section is centred as it is opened.
 */
export function AdminNav() {
  const nav = useRef<HTMLElement>(null);
  const takenOver = useRef(false);
  const { pathname } = useLocation();
  useEffect(() => {
    const first = !takenOver.current;
    takenOver.current = true;
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const link = active.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    const inSight = link.left >= box.left && link.right <= box.right;
    if (first && (row.scrollLeft !== 0 || inSight)) return;
    // Scroll the row only (scrollIntoView would scroll the page as well).
    row.scrollLeft += link.left - box.left - (row.clientWidth - link.width) / 2;
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label="Admin"
      className="mb-8 flex gap-2 overflow-x-auto border-b border-sand-200 px-1 pt-1 pb-3 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pt-0"
    >
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            cn(
              'inline-flex h-10 shrink-0 items-center whitespace-nowrap rounded-full px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              isActive
                ? 'bg-primary-700 text-white [scroll-initial-target:nearest] snap-center'
                : 'text-ink hover:bg-sand-100',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
