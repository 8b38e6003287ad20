import { lazy, Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { HeroSection } from '@/features/content/components/home/hero-section';
import { TestimonialsSection } from '@/features/content/components/home/testimonials-section';
import { useHomeContent } from '@/features/content/components/home/use-home-content';
import { useFeaturedStays } from '@/features/stays/api/get-featured-stays';
import { GoalChips } from '@/features/stays/components/home/goal-chips';
import { SearchBar } from '@/features/stays/components/search-bar/search-bar';

// The sections that hold links only are not part of the page's first load: the server renders them, their
// links work as plain links meanwhile, and their code comes while the search and the hero hydrate. The
// testimonials have a control (more/fewer), which must answer a tap made before the app took over
// (docs/decisions/early-input.md): they load with the page.
const loadLinkSections = () => import('../home/home-link-sections');
const FeaturesToStays = lazy(() => loadLinkSections().then((m) => ({ default: m.FeaturesToStays })));
const Partners = lazy(() => loadLinkSections().then((m) => ({ default: m.Partners })));

/**
 * In order (docs/decisions/content.md): search and goals, hero, features, consultation, stays, testimonials,
 * partners.
 */
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
      <Suspense fallback={null}>
        <FeaturesToStays
          features={content.features}
          featured={{ stays: featured.data?.items, isPending: featured.isPending, error: featured.error }}
        />
      </Suspense>
      <TestimonialsSection />
      <Suspense fallback={null}>
        <Partners partnerCta={content.partnerCta} />
      </Suspense>
    </>
  );
}
