import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Article } from '@restora/shared/contracts/content';
import { paths } from '@/config/paths';
import { ArticleMeta } from '../knowledge/article-meta';
import { ArticleBody } from './article-body';

export function ArticleView({ article }: { article: Article }) {
  return (
    <article className="mx-auto max-w-3xl wrap-anywhere">
      <Link
        to={paths.knowledge.to()}
        className="inline-flex items-center gap-2 text-sm font-medium text-primary-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Knowledge Centre
      </Link>
      <header className="mt-6">
        <ArticleMeta category={article.category} date={article.date} readTime={article.readTime} />
        <h1 className="mt-4 text-4xl font-semibold leading-tight sm:text-5xl">{article.title}</h1>
        <p className="mt-5 text-xl leading-relaxed text-sand-700">{article.description}</p>
      </header>
      <img
        src={article.image}
        alt=""
        width={1200}
        height={675}
        fetchPriority="high"
        className="mt-10 aspect-[16/9] w-full rounded-[var(--radius-card)] bg-sand-100 object-cover shadow-soft"
      />
      <div className="mt-12">
        <ArticleBody markdown={article.content} />
      </div>
    </article>
  );
}
