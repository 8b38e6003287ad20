import type { Feature, PartnerCta } from '@restora/shared/contracts/content';
import type { StayCard as StayCardData } from '@restora/shared/contracts/stays';
import { ConsultationBlock } from '@/features/content/components/home/consultation-block';
import { FeaturedStaysSection } from '@/features/content/components/home/featured-stays-section';
import { FeaturesSection } from '@/features/content/components/home/features-section';
import { PartnerCtaSection } from '@/features/content/components/home/partner-cta-section';
import { UpcomingRetreats } from '@/features/retreats/components/upcoming-retreats';
import { StayCard } from '@/features/stays/components/find-stays/stay-card';

/** Home cards show 2 amenities and '+N more' (docs/decisions/stay-search.md). */
const HOME_CARD_AMENITIES = 2;

type FeaturesToStaysProps = {
  features: Feature[];
  featured: { stays: StayCardData[] | undefined; isPending: boolean; error: Error | null };
};

/** The home page's sections under its first screen that hold links only (no controls). */
export function FeaturesToStays({ features, featured }: FeaturesToStaysProps) {
  return (
    <>
      <FeaturesSection features={features} />
      <ConsultationBlock />
      <FeaturedStaysSection
        stays={featured.stays}
        isPending={featured.isPending}
        error={featured.error}
        renderStay={(stay) => <StayCard stay={stay} linkSearch="" amenityCount={HOME_CARD_AMENITIES} />}
      />
      <UpcomingRetreats />
    </>
  );
}

export function Partners({ partnerCta }: { partnerCta: PartnerCta }) {
  return <PartnerCtaSection partnerCta={partnerCta} />;
}
