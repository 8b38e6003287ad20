import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageMeta } from '../../components/ui/page-meta';
import { useSession } from '../../features/account/api/get-session';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt';
import { useAdminProducts } from '../../features/admin/api/list-admin-products';
import { AdminNav } from '../../features/admin/components/admin-nav';
import { ProductStockRow } from '../../features/admin/components/product-stock-row';
import { paths } from '../../config/paths';
import { PageLoading } from '../layout/page-loading';

/** Stock and status of every product, for administrators (the API refuses everyone else too). */
export function Component() {
  const { user, isLoading } = useSession();
  const isAdmin = user?.role === 'admin';
  const [page, setPage] = useState(1);
  const products = useAdminProducts(page, isAdmin);

  return (
    <Container className="py-12">
      <PageMeta title="Manage Products" />
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt message="Please log in to manage products" returnTo={paths.adminProducts.to()} />
      ) : !isAdmin ? (
        <div className="mx-auto max-w-md text-center">
          <h1 className="text-3xl font-semibold">Administrators only</h1>
          <p className="mt-3 text-sand-700">This page is for Restora administrators.</p>
        </div>
      ) : (
        <>
          <AdminNav />
          <h1 className="text-4xl font-semibold">Manage Products</h1>
          <p className="mt-2 text-sand-700">Change a product&apos;s status or stock, then save its row.</p>
          {products.isPending ? (
            <PageLoading />
          ) : products.isError ? (
            <p role="alert" className="mt-6 text-danger">
              {products.error.message}
            </p>
          ) : (
            <>
              <div className="mt-8 overflow-x-auto rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft">
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
              {products.data.pageCount > 1 ? (
                <div className="mt-6 flex gap-3">
                  <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    Previous
                  </Button>
                  <Button
                    variant="outline"
                    disabled={page >= products.data.pageCount}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    Next
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </>
      )}
    </Container>
  );
}
