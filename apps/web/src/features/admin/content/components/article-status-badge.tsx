import type { ArticleStatus } from '@restora/shared/contracts/admin-content';
import { cn } from '@/lib/cn';

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium',
        status === 'published' ? 'bg-primary-100 text-primary-800' : 'bg-sand-200 text-sand-800',
      )}
    >
      {status === 'published' ? 'Published' : 'Draft'}
    </span>
  );
}
