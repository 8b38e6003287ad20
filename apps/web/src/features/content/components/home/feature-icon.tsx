import {
  BookOpen,
  CalendarHeart,
  Compass,
  Heart,
  Leaf,
  MapPin,
  Search,
  ShieldCheck,
  Sparkles,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';

// Only the icons content may name are bundled; an unknown name falls back to Sparkles.
const ICONS: Record<string, LucideIcon> = {
  BookOpen,
  CalendarHeart,
  Compass,
  Heart,
  Leaf,
  MapPin,
  Search,
  ShieldCheck,
  Sparkles,
  Star,
  Users,
};

export function FeatureIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon className={className} aria-hidden />;
}
