import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { useArticle } from '@/features/content/api/get-article';
import { ArticleNotFound } from './article-not-found';
import { ArticleView } from './article-view';

/** 'Loading...', 'Article not found', or the article itself (docs/decisions/screens-and-texts.md). */
export function ArticleScreen({ idOrSlug }: { idOrSlug: string }) {
  const { data, isPending, error, refetch, isFetching } = useArticle(idOrSlug);

  if (isPending) {
    return (
      <div role="status" className="grid min-h-[40vh] place-items-center text-sand-700">
        <PageMeta title="Article" />
        Loading...
      </div>
    );
  }
  if (error) {
    return (
      <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
        <PageMeta title="Article" />
        <CircleAlert className="size-9 text-danger" aria-hidden />
        <h1 className="text-3xl font-semibold">We could not load this article</h1>
        <p role="alert" className="text-sand-700">
          {error.message}
        </p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }
  if (data === null) return <ArticleNotFound />;
  return (
    <>
      <PageMeta title={data.title} description={data.description} />
      <ArticleView article={data} />
    </>
  );
}
