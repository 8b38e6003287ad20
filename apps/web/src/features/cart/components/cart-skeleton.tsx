import { Skeleton } from '@/components/ui/skeleton';

export function CartSkeleton() {
  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-6">
        <Skeleton className="h-6 w-40" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-14" />
            <Skeleton className="h-5 flex-1" />
            <Skeleton className="h-10 w-16" />
          </div>
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
