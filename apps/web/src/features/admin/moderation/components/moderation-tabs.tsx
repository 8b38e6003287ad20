import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';

const tabs = [
  { to: paths.admin.moderation.to(), label: 'Reported', hidden: false },
  { to: paths.admin.hiddenReviews.to(), label: 'Hidden', hidden: true },
];

/** The moderation section's two lists: the reported reviews waiting, and the reviews hidden now. */
export function ModerationTabs() {
  const onHidden = useLocation().pathname.replace(/\/$/, '').endsWith('/hidden');
  return (
    <nav aria-label="Moderation" className="mt-4 flex flex-wrap gap-2">
      {tabs.map((tab) => {
        const current = tab.hidden === onHidden;
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
