import { useStaticData } from '@/features/content/api/get-static-data';
import { DEFAULT_FEATURES, DEFAULT_HERO, DEFAULT_PARTNER_CTA } from './home-defaults';

/** Hero, features and partner call-to-action from static data, or the built-in defaults on failure. */
export function useHomeContent() {
  const { data, isPending } = useStaticData();
  const features = data?.features?.length ? data.features : DEFAULT_FEATURES;
  return {
    isPending,
    hero: data?.hero ?? DEFAULT_HERO,
    features: [...features].sort((a, b) => a.orderIndex - b.orderIndex),
    partnerCta: data?.partnerCta ?? DEFAULT_PARTNER_CTA,
  };
}
