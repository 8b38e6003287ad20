import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { adminSections } from '../admin-sections';

const links = [
  ...adminSections.map(({ path, label }) => ({
    to: path ? `/admin/${path}` : '/admin',
    label,
    end: path === '',
  })),
  { to: paths.adminPartnerApplications.to(), label: 'Partner applications', end: false },
];

/** The links between the admin screens. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mb-8 flex flex-wrap gap-2 border-b border-sand-200 pb-3">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            cn(
              'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              isActive ? 'bg-primary-700 text-white' : 'text-ink hover:bg-sand-100',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
