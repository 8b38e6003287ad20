import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { NewsletterFormOnDemand } from '@/features/newsletter/components/newsletter-form-on-demand';
import { SocialLinks } from './social-links';

const quickLinks = [
  { label: 'Find Stays', to: paths.findStays.to() },
  { label: 'Retreats', to: paths.retreats.to() },
  { label: 'Services', to: paths.services.to() },
  { label: 'Marketplace', to: paths.marketplace.to() },
  { label: 'Knowledge', to: paths.knowledge.to() },
  { label: 'Discovery Quiz', to: paths.discoveryQuiz.to() },
];

const companyLinks = [
  { label: 'How It Works', to: paths.howItWorks.to() },
  { label: 'For Partners', to: paths.forPartners.to() },
  { label: 'Journey Planner', to: paths.journeyDashboard.to() },
  { label: 'My Orders', to: paths.orders.to() },
];

const policyLinks = [
  { label: 'Privacy Policy', to: paths.privacy.to() },
  { label: 'Terms of Service', to: paths.terms.to() },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-primary-100">{title}</h2>
      <ul className="mt-4 grid gap-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="text-sm text-primary-50 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="mt-24 bg-primary-900 text-primary-50">
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <div className="max-w-sm">
          <p className="font-display text-2xl font-semibold text-white">Restora</p>
          <p className="mt-3 text-sm leading-relaxed text-primary-100">
            Wellness stays, services and products for travellers who come home rested.
          </p>
          <SocialLinks />
        </div>
        <LinkColumn title="Explore" links={quickLinks} />
        <LinkColumn title="Company" links={companyLinks} />
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-primary-100">
            Stay in the loop
          </h2>
          <p className="mt-4 text-sm text-primary-100">
            One calm letter a month: new retreats, practical wellness reading, and member offers.
          </p>
          <NewsletterFormOnDemand source="footer" tone="dark" className="mt-4" />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm text-primary-100 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Restora. All rights reserved.</p>
          <ul className="flex gap-5">
            {policyLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
