import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';

const tabs = [
  {
    to: paths.admin.content.to(),
    label: 'Articles',
    active: (p: string) => !/\/(testimonials|home)$/.test(p),
  },
  {
    to: paths.admin.testimonials.to(),
    label: 'Testimonials',
    active: (p: string) => p.endsWith('/testimonials'),
  },
  { to: paths.admin.homeTexts.to(), label: 'Home page texts', active: (p: string) => p.endsWith('/home') },
];

/** The content section's three parts: articles (the default), testimonials, the home page's words. */
export function ContentTabs() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '');
  return (
    <nav aria-label="Content" className="mt-4 flex flex-wrap gap-2">
      {tabs.map((tab) => {
        const current = tab.active(path);
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
