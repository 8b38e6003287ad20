import { Container } from '../../components/ui/container';
import { PageMeta } from '../../components/ui/page-meta';
import { ConsultationBlock } from '../../features/content/components/home/consultation-block';
import { FeaturedStaysSection } from '../../features/content/components/home/featured-stays-section';
import { FeaturesSection } from '../../features/content/components/home/features-section';
import { HeroSection } from '../../features/content/components/home/hero-section';
import { PartnerCtaSection } from '../../features/content/components/home/partner-cta-section';
import { TestimonialsSection } from '../../features/content/components/home/testimonials-section';
import { useHomeContent } from '../../features/content/components/home/use-home-content';
import { useFeaturedStays } from '../../features/stays/api/get-featured-stays';
import { StayCard } from '../../features/stays/components/find-stays/stay-card';
import { GoalChips } from '../../features/stays/components/home/goal-chips';
import { SearchBar } from '../../features/stays/components/search-bar/search-bar';

/** Spec §2.3, in order: search and goals, hero, features, consultation, stays, testimonials, partners. */
/** Spec §9: home cards show 2 amenities and '+N more'. */
const HOME_CARD_AMENITIES = 2;

export function Component() {
  const content = useHomeContent();
  const featured = useFeaturedStays();
  return (
    <>
      <PageMeta
        title="Restora"
        description="Find wellness retreats, spas and yoga studios, add wellness services, and shop wellness products."
      />
      <div className="bg-gradient-to-b from-primary-50 to-sand-50">
        <Container className="relative z-20 pt-8 md:pt-12">
          <SearchBar mode="homepage" />
          <div className="mt-4">
            <GoalChips />
          </div>
        </Container>
        <HeroSection hero={content.hero} pending={content.isPending} />
      </div>
      <FeaturesSection features={content.features} />
      <ConsultationBlock />
      <FeaturedStaysSection
        stays={featured.data?.items}
        isPending={featured.isPending}
        error={featured.error}
        renderStay={(stay) => <StayCard stay={stay} linkSearch="" amenityCount={HOME_CARD_AMENITIES} />}
      />
      <TestimonialsSection />
      <PartnerCtaSection partnerCta={content.partnerCta} />
    </>
  );
}
