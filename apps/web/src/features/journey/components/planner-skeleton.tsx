import { Skeleton } from '@/components/ui/skeleton';

export function PlanDetailSkeleton() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-11" />
        <Skeleton className="h-24" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5">
          <Skeleton className="size-20 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function PlannerSkeleton() {
  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="grid gap-3">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-11 rounded-full" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
      <PlanDetailSkeleton />
    </div>
  );
}
