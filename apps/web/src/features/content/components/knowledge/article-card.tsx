import { Link } from 'react-router';
import type { ArticleSummary } from '@restora/shared/contracts/content';
import { paths } from '@/config/paths';
import { ArticleMeta } from './article-meta';

export function ArticleCard({ article, eager }: { article: ArticleSummary; eager: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-primary-600 hover:shadow-lg">
      <img
        src={article.image}
        alt=""
        width={1200}
        height={675}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[16/9] w-full bg-sand-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6 wrap-anywhere">
        <ArticleMeta category={article.category} date={article.date} readTime={article.readTime} />
        <h2 className="mt-4 text-xl font-semibold leading-snug">
          <Link
            to={paths.article.to(article.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary-800"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-sand-700">{article.description}</p>
        <p aria-hidden className="mt-auto pt-5 text-sm font-semibold text-primary-700">
          Read article →
        </p>
      </div>
    </article>
  );
}
