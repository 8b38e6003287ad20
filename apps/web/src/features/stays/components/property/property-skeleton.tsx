import { Skeleton } from '@/components/ui/skeleton';

/**
 * The shape of /property/{id} while the room loads, with the agreed loading text
 * (docs/decisions/screens-and-texts.md).
 */
export function PropertySkeleton({ text = 'Loading stay room...' }: { text?: string }) {
  return (
    <div className="grid gap-8">
      <p role="status" className="text-sm font-medium text-sand-700">
        {text}
      </p>
      <div className="grid gap-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-3/4 max-w-xl" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-6">
          <Skeleton className="aspect-[3/2] w-full rounded-[var(--radius-card)]" />
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <Skeleton className="h-96 rounded-[var(--radius-card)]" />
      </div>
    </div>
  );
}
