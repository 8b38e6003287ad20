import { Skeleton } from '@/components/ui/skeleton';

export function ProductSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-14">
      <p role="status" className="sr-only">
        Loading product...
      </p>
      <Skeleton className="aspect-square w-full rounded-[var(--radius-card)]" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-32" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
