import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import type { AdminProductListQuery } from '@restora/shared/contracts/shop';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { formatMoneyWithCents, formatLocalDate } from '@/lib/format';
import { useAdminProducts, type AdminProduct } from '../api/list-admin-products';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { ProductStockEditor } from '../components/product-stock-editor';
import { paths } from '@/config/paths';

const money = formatMoneyWithCents;

/** The API's sorts (ADMIN_PRODUCT_SORTS; the contract's values stay out of the bundle). */
const SORTS: readonly AdminProductListQuery['sort'][] = ['name', 'price', 'stock', 'updated'];

const columns: DataTableColumn<AdminProduct>[] = [
  {
    header: 'Product',
    sort: 'name',
    cell: (p) => (
      <>
        <Link
          to={paths.admin.product.to(p.id)}
          className="font-medium text-primary-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {p.name}
        </Link>
        <p className="text-xs text-sand-600">
          #{p.id} · {p.category}
        </p>
      </>
    ),
  },
  {
    header: 'Price',
    sort: 'price',
    numeric: true,
    secondary: true,
    cell: (p) =>
      p.discountPriceCents === null
        ? money(p.priceCents)
        : `${money(p.discountPriceCents)} (${money(p.priceCents)})`,
  },
  { header: 'Status and stock', sort: 'stock', cell: (p) => <ProductStockEditor product={p} /> },
  {
    header: 'Updated',
    sort: 'updated',
    secondary: true,
    cell: (p) => <span className="whitespace-nowrap">{formatLocalDate(p.updatedAt)}</span>,
  },
];

/** The table's state from the URL; what the API refuses comes back as a 400 naming the parameter. */
function useProductsQuery() {
  const [params] = useSearchParams();
  const sortParam = params.get('sort');
  const sort = (SORTS as readonly (string | null)[]).includes(sortParam)
    ? (sortParam as AdminProductListQuery['sort'])
    : 'updated';
  const dir: AdminProductListQuery['dir'] = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { sort, dir, page };
}

/** Stock and status of every product, changed in place; the editor for everything else. */
export function ProductsList() {
  const query = useProductsQuery();
  const products = useAdminProducts(query);
  return (
    <>
      <PageMeta title="Manage Products" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold">Manage Products</h1>
          <p className="mt-2 text-sand-700">
            Change a product&apos;s status or stock, then save it; open a product to edit the rest.
          </p>
        </div>
        <Button asChild>
          <Link to={paths.admin.newProduct.to()}>
            <Plus aria-hidden />
            New product
          </Link>
        </Button>
      </div>
      {products.isPending ? (
        <p className="mt-6 text-sand-700" role="status">
          Loading products...
        </p>
      ) : products.isError ? (
        <p role="alert" className="mt-6 text-danger">
          {products.error.message}
        </p>
      ) : (
        <DataTable
          caption="Products with their price, status and stock"
          columns={columns}
          rows={products.data.items}
          rowKey={(p) => p.id}
          sort={query.sort}
          dir={query.dir}
          total={products.data.total}
          page={products.data.page}
          pageSize={products.data.pageSize}
          empty="No product yet."
        />
      )}
    </>
  );
}
