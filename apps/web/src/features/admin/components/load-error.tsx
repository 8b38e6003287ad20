import { PageMeta } from '@/components/ui/page-meta';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/**
 * A back office screen whose data could not load: a title and a heading that say what happened (not
 * found, or a failure), so the page still has both, and the API's words announced as an alert.
 */
export function LoadError({ error, className }: { error?: Error | null; className?: string }) {
  const missing = !error || (error instanceof ApiError && error.status === 404);
  const heading = missing ? 'Not found' : 'Something went wrong';
  return (
    <div className={cn('mt-6 grid justify-items-start gap-2', className)}>
      <PageMeta title={heading} />
      <h1 className="text-3xl font-semibold">{heading}</h1>
      {error ? (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
