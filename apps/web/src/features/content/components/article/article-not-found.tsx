import { Link } from 'react-router';
import { BookX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { usePageNotFound } from '@/lib/page-status';

/** 'Article not found': an unknown slug or id, or an id that cannot be one. */
export function ArticleNotFound() {
  // The page is answered 404 when the server renders this state (docs/decisions/missing-records.md).
  usePageNotFound();
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center sm:py-20">
      <PageMeta title="Article not found" description="This article could not be found." />
      <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        <BookX className="size-7" aria-hidden />
      </span>
      <h1 className="text-3xl font-semibold">Article not found</h1>
      <p className="text-sand-700">
        This article may have moved, or the link may be incomplete. There is plenty more to read.
      </p>
      <Button asChild className="mt-2">
        <Link to={paths.knowledge.to()}>Back to the Knowledge Centre</Link>
      </Button>
    </div>
  );
}
