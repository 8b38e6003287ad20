import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { Pagination } from '../../../components/ui/pagination';
import { useAdminProducts } from '../api/list-admin-products';
import { ProductStockRow } from '../components/product-stock-row';

/** Stock and status of every product, changed in place; the editor for everything else. */
export function ProductsList() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const products = useAdminProducts(page, true);
  return (
    <>
      <PageMeta title="Manage Products" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold">Manage Products</h1>
          <p className="mt-2 text-sand-700">
            Change a product&apos;s status or stock, then save its row; open a product to edit the rest.
          </p>
        </div>
        <Button asChild>
          <Link to="/admin/products/new">
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
        <>
          <div className="relative mt-8 overflow-x-auto rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Products with their status and stock</caption>
              <thead>
                <tr className="text-xs uppercase tracking-wider text-sand-600">
                  <th scope="col" className="pb-2">
                    Product
                  </th>
                  <th scope="col" className="pb-2">
                    Status
                  </th>
                  <th scope="col" className="pb-2">
                    Stock
                  </th>
                  <th scope="col" className="pb-2">
                    <span className="sr-only">Save</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {products.data.items.map((p) => (
                  <ProductStockRow key={p.id} product={p} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-6">
            <Pagination
              page={page}
              pageCount={products.data.pageCount}
              searchFor={(to) => `?page=${to}`}
              onNavigate={() => window.scrollTo({ top: 0 })}
            />
          </div>
        </>
      )}
    </>
  );
}
