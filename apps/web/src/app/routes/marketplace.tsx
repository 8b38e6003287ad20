import { Container } from '../../components/ui/container';
import { PageMeta } from '../../components/ui/page-meta';
import { MarketplaceScreen } from '../../features/shop/components/marketplace/marketplace-screen';

export function Component() {
  return (
    <>
      <PageMeta
        title="Marketplace"
        description="Wellness supplements, equipment, apparel and snacks, chosen for rest and recovery."
      />
      <div className="border-b border-sand-200 bg-gradient-to-b from-primary-50 to-sand-50">
        <Container className="pb-8 pt-8 md:pb-10 md:pt-12">
          <h1 className="text-3xl font-semibold sm:text-4xl">Marketplace</h1>
          <p className="mt-2 max-w-2xl text-sand-700">
            Supplements, equipment, apparel and snacks for rest and recovery, at home or on the road.
          </p>
        </Container>
      </div>
      <Container className="py-8 md:py-10">
        <MarketplaceScreen />
      </Container>
    </>
  );
}
