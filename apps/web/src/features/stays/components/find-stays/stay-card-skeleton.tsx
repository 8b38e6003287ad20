export function StayCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white" aria-hidden>
      <div className="aspect-[3/2] animate-pulse bg-sand-100" />
      <div className="grid gap-3 p-5">
        <div className="h-5 w-3/4 animate-pulse rounded-md bg-sand-100" />
        <div className="h-4 w-1/2 animate-pulse rounded-md bg-sand-100" />
        <div className="flex gap-2 pt-2">
          <div className="h-6 w-16 animate-pulse rounded-full bg-sand-100" />
          <div className="h-6 w-20 animate-pulse rounded-full bg-sand-100" />
        </div>
        <div className="flex items-center justify-between pt-3">
          <div className="h-6 w-24 animate-pulse rounded-md bg-sand-100" />
          <div className="h-9 w-28 animate-pulse rounded-full bg-sand-100" />
        </div>
      </div>
    </div>
  );
}
