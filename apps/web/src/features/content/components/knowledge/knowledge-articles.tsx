import { useRef } from 'react';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { useArticles } from '@/features/content/api/get-articles';
import { ArticleCard } from './article-card';
import { ArticleSearch, CategoryTabs } from './article-filters';
import { ArticlesEmpty } from './articles-empty';
import { useArticleFilter, type ArticleCategory } from './use-article-filter';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Search box, category tabs, and the article cards with their empty and error states
 * (docs/decisions/content.md).
 */
export function KnowledgeArticles() {
  const filter = useArticleFilter();
  const searchRef = useRef<HTMLInputElement>(null);
  const articles = useArticles({ search: filter.search, category: filter.category });

  const reset = () => {
    filter.reset();
    searchRef.current?.focus();
  };

  return (
    <Tabs value={filter.category} onValueChange={(value) => filter.setCategory(value as ArticleCategory)}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <ArticleSearch value={filter.search} onChange={filter.setSearch} inputRef={searchRef} />
        <CategoryTabs />
      </div>
      <TabsContent value={filter.category} className="mt-10 focus-visible:outline-offset-4">
        {articles.isPending ? (
          <div>
            <p role="status" className="sr-only">
              Loading...
            </p>
            <div className={grid} aria-hidden>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-96 rounded-[var(--radius-card)]" />
              ))}
            </div>
          </div>
        ) : articles.error ? (
          <div
            role="alert"
            className="grid justify-items-center rounded-[var(--radius-card)] border border-danger/30 bg-red-50 px-6 py-14 text-center text-red-900"
          >
            <CircleAlert className="size-9" aria-hidden />
            <p className="mt-4 font-semibold">{articles.error.message}</p>
            <Button variant="outline" className="mt-6" onClick={() => void articles.refetch()}>
              Retry
            </Button>
          </div>
        ) : articles.data.items.length === 0 ? (
          <ArticlesEmpty onReset={reset} />
        ) : (
          <ul aria-label="Articles" aria-busy={articles.isPlaceholderData} className={grid}>
            {articles.data.items.map((article, i) => (
              <li key={article.id}>
                <ArticleCard article={article} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
    </Tabs>
  );
}
