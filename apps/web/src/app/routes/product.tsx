import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useProduct } from '@/features/shop/api/get-product';
import { ProductDetails } from '@/features/shop/components/product/product-details';
import { ProductNotFound } from '@/features/shop/components/product/product-not-found';
import { ProductSkeleton } from '@/features/shop/components/product/product-skeleton';
import { ProductSummary } from '@/features/shop/components/product/product-summary';
import { useLoadErrorToast } from '@/features/shop/components/use-load-error-toast';
import { useIdParam } from '@/lib/id-param';

export function Component() {
  const id = useIdParam();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first page of a visit: there is nothing to go back to.
  const goBack = () =>
    location.key === 'default' ? void navigate(paths.marketplace.to()) : void navigate(-1);
  return id === null ? (
    <NotFound onBack={goBack} />
  ) : (
    <ProductScreen key={id} id={String(id)} onBack={goBack} />
  );
}

function NotFound({ onBack }: { onBack: () => void }) {
  return (
    <Container>
      <PageMeta title="Product not found" />
      <ProductNotFound onBack={onBack} />
    </Container>
  );
}

function ProductScreen({ id, onBack }: { id: string; onBack: () => void }) {
  const product = useProduct(id);
  useLoadErrorToast(
    product.isError ? product.errorUpdatedAt : 0,
    'Failed to load product. Please try again.',
  );
  if (product.data === null) return <NotFound onBack={onBack} />;
  const data = product.data;

  return (
    <Container className="py-6 sm:py-10">
      <PageMeta title={data?.name ?? 'Product'} description={data?.description} />
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
        <ArrowLeft aria-hidden />
        Back
      </Button>
      <div className="mt-4">
        {data ? (
          <>
            <ProductSummary product={data} />
            <div className="mt-12 border-t border-sand-200 pt-10">
              <ProductDetails product={data} />
            </div>
          </>
        ) : product.isError ? (
          <div role="alert" className="py-16 text-center">
            <h1 className="text-2xl font-semibold">Product</h1>
            <p className="mt-3 text-sand-700">Failed to load product. Please try again.</p>
            <Button variant="outline" className="mt-6" onClick={() => void product.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <>
            <h1 className="sr-only">Product</h1>
            <ProductSkeleton />
          </>
        )}
      </div>
    </Container>
  );
}
