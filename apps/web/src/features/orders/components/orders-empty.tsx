import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function OrdersEmpty() {
  return (
    <div className="mt-8 rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white p-10 text-center">
      <Package className="mx-auto size-10 text-primary-600" aria-hidden />
      <h2 className="mt-4 text-2xl font-semibold">No Orders Yet</h2>
      <p className="mt-1 text-sand-700">When you order from the marketplace, your orders appear here.</p>
      <Button asChild className="mt-6">
        <Link to={paths.marketplace.to()}>Start Shopping</Link>
      </Button>
    </div>
  );
}
