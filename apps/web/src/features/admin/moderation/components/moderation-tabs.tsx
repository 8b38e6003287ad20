import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';

const tabs = [
  { to: paths.admin.moderation.to(), label: 'Reported', key: 'reported' },
  { to: paths.admin.hiddenReviews.to(), label: 'Hidden', key: 'hidden' },
  { to: paths.admin.reportedMessages.to(), label: 'Messages', key: 'messages' },
] as const;

/** Which tab an address is under: a reported thread belongs to Messages. */
const tabOf = (pathname: string) => {
  const path = pathname.replace(/\/$/, '');
  if (path.endsWith('/hidden')) return 'hidden';
  if (path.includes('/moderation/messages') || path.includes('/moderation/conversations')) return 'messages';
  return 'reported';
};

/**
 * The moderation section's lists: the reported reviews waiting, the reviews hidden now, and the reported
 * conversation messages.
 */
export function ModerationTabs() {
  const active = tabOf(useLocation().pathname);
  return (
    <nav aria-label="Moderation" className="mt-4 flex flex-wrap gap-2">
      {tabs.map((tab) => {
        const current = tab.key === active;
        return (
          <Link
            key={tab.to}
            to={tab.to}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              current
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-sand-300 bg-white text-ink hover:bg-sand-100',
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
