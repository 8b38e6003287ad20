import { useId, useState } from 'react';
import type { Product } from '@restora/shared/contracts/shop';
import { PRODUCT_STATUSES } from '@restora/shared/domain/shop-vocabulary';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import type { AdminProduct } from '../api/list-admin-products';
import { useUpdateProduct } from '../api/update-product';

export const STATUS_LABELS: Record<Product['status'], string> = {
  in_stock: 'In stock',
  limited_stock: 'Limited stock',
  out_of_stock: 'Out of stock',
  coming_soon: 'Coming soon',
};

/** One product's status and stock, edited in place (the products table's cell). */
export function ProductStockEditor({ product }: { product: AdminProduct }) {
  const id = useId();
  const update = useUpdateProduct();
  const [status, setStatus] = useState(product.status);
  const [stockText, setStockText] = useState(String(product.stock));

  const save = async () => {
    const next = Number.parseInt(stockText, 10);
    if (Number.isNaN(next) || next < 0) {
      toast({
        title: 'Error',
        description: 'Stock must be a whole number of 0 or more.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await update.mutateAsync({
        id: product.id,
        patch: { status, ...(stockText === '' ? {} : { stock: next }) },
      });
      toast({ title: 'Product updated', description: `${product.name} saved.` });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Saving failed.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={`${product.name}: status and stock`}
    >
      <label htmlFor={`${id}-status`} className="sr-only">
        Status of {product.name}
      </label>
      <select
        id={`${id}-status`}
        value={status}
        onChange={(e) => setStatus(e.target.value as Product['status'])}
        className="h-10 rounded-xl border border-sand-300 bg-white px-3 text-sm"
      >
        {PRODUCT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-stock`} className="sr-only">
        Stock of {product.name}
      </label>
      <Input
        id={`${id}-stock`}
        inputMode="numeric"
        value={stockText}
        onChange={(e) => setStockText(e.target.value)}
        className="h-10 w-24"
      />
      <Button size="sm" disabled={update.isPending} onClick={() => void save()}>
        {update.isPending ? 'Saving...' : 'Save'}
      </Button>
    </div>
  );
}
