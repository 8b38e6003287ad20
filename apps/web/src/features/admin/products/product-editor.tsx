import { ObjectHistory } from '../audit/object-history';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { AdminProductDetail } from '@restora/shared/contracts/shop';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast-store';
import { useAdminProduct, useDeleteProduct, useSaveProduct } from './api/product-editor';
import { LoadError } from '../components/load-error';
import { ProductForm } from './components/product-form';
import type { ProductFormValues } from '@restora/shared/contracts/admin-product-form';
import { paths } from '@/config/paths';
import { centsToDollars } from '@/lib/format';

const LIST = paths.admin.products.to();

const blank: ProductFormValues = {
  name: '',
  category: '',
  description: '',
  price: '',
  discountPrice: '',
  image: '/images/products/product-01.svg',
  productType: 'buy_now',
  status: 'in_stock',
  stock: '0',
  isNew: false,
  isBestSeller: false,
  releaseDate: '',
  estimatedShippingDate: '',
  features: '',
  servingSize: '',
  servingsPerContainer: '',
  ingredients: '',
};

const valuesOf = (p: AdminProductDetail): ProductFormValues => ({
  name: p.name,
  category: p.category,
  description: p.description,
  price: centsToDollars(p.priceCents),
  discountPrice: p.discountPriceCents === null ? '' : centsToDollars(p.discountPriceCents),
  image: p.image,
  productType: p.productType,
  status: p.status,
  stock: String(p.stock),
  isNew: p.isNew,
  isBestSeller: p.isBestSeller,
  releaseDate: p.releaseDate ?? '',
  estimatedShippingDate: p.estimatedShippingDate ?? '',
  features: p.features.join('\n'),
  servingSize: p.servingSize ?? '',
  servingsPerContainer: p.servingsPerContainer === null ? '' : String(p.servingsPerContainer),
  ingredients: p.ingredients ?? '',
});

function BackLink() {
  return (
    <Link
      to={LIST}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All products
    </Link>
  );
}

/** /admin/products/new */
export function NewProduct() {
  const save = useSaveProduct();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title="New product" />
      <BackLink />
      <h1 className="mt-4 text-4xl font-semibold">New product</h1>
      <ProductForm
        defaultValues={blank}
        submitLabel="Add product"
        onSubmit={async (input) => {
          const product = await save.mutateAsync({ input });
          toast({ title: 'Product added', description: product.name });
          await navigate(paths.admin.product.to(product.id));
        }}
      />
    </>
  );
}

/** /admin/products/:id: every field, and deleting a product that was never ordered. */
export function EditProduct({ id }: { id: number }) {
  const product = useAdminProduct(id);
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const navigate = useNavigate();

  if (product.isPending) return <p role="status">Loading the product...</p>;
  if (product.isError)
    return (
      <>
        <BackLink />
        <LoadError error={product.error} />
      </>
    );
  const p = product.data;
  return (
    <>
      <PageMeta title={`Edit ${p.name}`} />
      <BackLink />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl font-semibold wrap-anywhere">{p.name}</h1>
        <ConfirmButton
          variant="outline"
          size="sm"
          confirm={{
            title: `Delete ${p.name}?`,
            description:
              'It leaves the shop and the back office for good. Only a product nobody has ordered can be deleted.',
            confirmLabel: 'Delete the product for good',
            pendingLabel: 'Deleting...',
            destructive: true,
            onConfirm: async () => {
              await remove.mutateAsync(id);
              toast({ title: 'Product deleted', description: p.name });
              await navigate(LIST);
            },
          }}
        >
          Delete product
        </ConfirmButton>
      </div>
      <ProductForm
        key={p.id}
        defaultValues={valuesOf(p)}
        submitLabel="Save changes"
        onSubmit={async (input) => {
          const saved = await save.mutateAsync({ id, input });
          toast({ title: 'Product updated', description: `${saved.name} saved.` });
        }}
      />
      <ObjectHistory objectType="product" objectId={p.id} />
    </>
  );
}
