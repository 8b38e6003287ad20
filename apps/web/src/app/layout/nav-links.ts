import { paths } from '@/config/paths';

export type NavLink = { label: string; to: string };

export const desktopLinks: NavLink[] = [
  { label: 'Find Stays', to: paths.findStays.to() },
  { label: 'Retreats', to: paths.retreats.to() },
  { label: 'Marketplace', to: paths.marketplace.to() },
  { label: 'Knowledge', to: paths.knowledge.to() },
  { label: 'How It Works', to: paths.howItWorks.to() },
  { label: 'For Partners', to: paths.forPartners.to() },
];

/** The mobile menu has Services and no For Partners (docs/decisions/screens-and-texts.md). */
export const mobileLinks: NavLink[] = [
  { label: 'Find Stays', to: paths.findStays.to() },
  { label: 'Retreats', to: paths.retreats.to() },
  { label: 'Services', to: paths.services.to() },
  { label: 'Marketplace', to: paths.marketplace.to() },
  { label: 'Knowledge', to: paths.knowledge.to() },
  { label: 'How It Works', to: paths.howItWorks.to() },
];
