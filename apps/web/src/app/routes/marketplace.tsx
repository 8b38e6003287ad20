import { useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { MarketplaceScreen } from '@/features/shop/components/marketplace/marketplace-screen';

/** Set by checkout when it sends someone here because their cart is empty. */
export type MarketplaceState = { emptyCart?: boolean };

export function Component() {
  const emptyCart = (useLocation().state as MarketplaceState | null)?.emptyCart === true;
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
          {emptyCart && (
            <p
              role="status"
              className="mt-4 max-w-2xl rounded-lg border-l-4 border-accent-400 bg-accent-50 px-4 py-3 text-sm font-medium text-accent-700"
            >
              Please add items before checkout
            </p>
          )}
        </Container>
      </div>
      <Container className="py-8 md:py-10">
        <MarketplaceScreen />
      </Container>
    </>
  );
}
