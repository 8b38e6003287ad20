import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function CartEmpty() {
  return (
    <div className="mt-8 rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white p-10 text-center">
      <ShoppingBag className="mx-auto size-10 text-primary-600" aria-hidden />
      <p className="mt-4 text-lg font-semibold">Your cart is empty</p>
      <p className="mt-1 text-sand-700">
        Find supplements, gear and travel essentials for your next retreat.
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.marketplace.to()}>Continue Shopping</Link>
      </Button>
    </div>
  );
}
