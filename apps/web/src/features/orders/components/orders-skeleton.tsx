import { Skeleton } from '@/components/ui/skeleton';

export function OrdersSkeleton() {
  return (
    <div className="mt-8 grid gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-6">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}
