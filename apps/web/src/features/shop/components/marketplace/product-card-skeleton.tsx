import { Skeleton } from '@/components/ui/skeleton';

export function ProductCardSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white"
      aria-hidden
      data-testid="product-card-skeleton"
    >
      <Skeleton className="aspect-square rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex items-center justify-between pt-3">
          <Skeleton className="h-6 w-16" />
          <Skeleton className="h-9 w-28 rounded-full" />
        </div>
      </div>
    </div>
  );
}
