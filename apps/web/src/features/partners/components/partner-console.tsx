import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { REVIEW_TEXTS } from '@restora/shared/domain/review-replies';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { unreadLabel, usePartnerUnread } from '../api/partner-unread';

/** The console's sections, in its nav (docs/decisions/partners.md). */
const CONSOLE_SECTIONS = [
  { key: 'properties', to: () => paths.partner.to(), label: 'Properties' },
  { key: 'services', to: () => paths.partnerServices.to(), label: 'Services' },
  { key: 'retreats', to: () => paths.partnerRetreats.to(), label: 'Retreats' },
  { key: 'bookings', to: () => paths.partnerBookings.to(), label: 'Bookings' },
  { key: 'earnings', to: () => paths.partnerEarnings.to(), label: 'Earnings' },
  { key: 'reviews', to: () => paths.partnerReviews.to(), label: REVIEW_TEXTS.consoleTitle },
  { key: 'messages', to: () => paths.partnerMessages.to(), label: 'Messages' },
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number]['key'];

/** The partner console's frame: its heading and the nav of its sections. */
export function PartnerConsoleShell({
  title,
  children,
  atHome = true,
  section = 'properties',
}: {
  title: string;
  children: ReactNode;
  /** False on a screen below a section's home (a room's calendar): its link is then not the page. */
  atHome?: boolean;
  /** The section the screen is in. */
  section?: ConsoleSection;
}) {
  const unread = usePartnerUnread().data?.messages ?? 0;
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">Partner console</p>
      <h1 className="mt-1 text-4xl font-semibold wrap-anywhere">{title}</h1>
      <nav aria-label="Partner console" className="mt-6 flex flex-wrap gap-2 border-b border-sand-200 pb-3">
        {CONSOLE_SECTIONS.map((link) => {
          const current = link.key === section;
          return (
            <Link
              key={link.key}
              to={link.to()}
              // The section's home is the page; below it, the link is the current section.
              aria-current={current ? (atHome ? 'page' : 'true') : undefined}
              className={cn(
                'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                current
                  ? 'bg-primary-700 text-white'
                  : 'border border-sand-300 bg-white text-ink hover:bg-sand-100',
              )}
            >
              {link.label}
              {link.key === 'messages' && unread > 0 ? (
                <span
                  className={cn(
                    'ml-2 rounded-full px-1.5 text-xs font-semibold',
                    current ? 'bg-white text-primary-700' : 'bg-primary-700 text-white',
                  )}
                >
                  <span aria-hidden>{unread}</span>
                  <span className="sr-only">{`, ${unreadLabel(unread)}`}</span>
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>
      <div className="mt-8">{children}</div>
    </>
  );
}
