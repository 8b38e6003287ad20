import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatArticleDate } from './format-article-date';

type ArticleMetaProps = { category: string; date: string; readTime: number; className?: string };

/** Category, date and 'N min read', on cards and on the article screen. */
export function ArticleMeta({ category, date, readTime, className }: ArticleMetaProps) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-sand-700', className)}>
      <span className="rounded-full bg-primary-50 px-2.5 py-0.5 font-medium text-primary-800">
        {category}
      </span>
      <time dateTime={date.slice(0, 10)}>{formatArticleDate(date)}</time>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden />
        {readTime} min read
      </span>
    </p>
  );
}
