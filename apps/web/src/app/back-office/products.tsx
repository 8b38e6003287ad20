import { paths } from '@/config/paths';
import { IdDetail } from '@/features/admin/components/id-detail';
import { EditProduct, NewProduct } from '@/features/admin/products/product-editor';
import { ProductsList } from '@/features/admin/products/products-list';

/** /admin/products: the stock list, /admin/products/new and /admin/products/:id (the editor). */
export const Component = ProductsList;
export const New = NewProduct;

export function Detail() {
  return (
    <IdDetail back={{ to: paths.admin.products.to(), label: 'All products' }}>
      {(id) => <EditProduct id={id} />}
    </IdDetail>
  );
}
