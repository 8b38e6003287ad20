import { useState } from 'react';
import type { AdminArticle } from '@restora/shared/contracts/admin-content';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useSetArticleStatus } from '../api/set-article-status';

/**
 * Publish an article, or take it back to a draft. Unpublishing takes a page readers may have linked to
 * off the site, so it asks first; publishing does not (docs/decisions/admin-back-office.md). One button
 * for both, so focus stays on it when the state turns.
 */
export function ArticleStatusButton({ article }: { article: AdminArticle }) {
  const status = useSetArticleStatus();
  const [asking, setAsking] = useState(false);
  const published = article.status === 'published';
  const publish = async () => {
    try {
      await status.mutateAsync({ id: article.id, publish: true });
      toast({ title: 'Article published', description: 'It is on the knowledge centre.' });
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  };
  return (
    <>
      <Button
        variant={published ? 'outline' : 'primary'}
        disabled={status.isPending}
        aria-haspopup={published ? 'dialog' : undefined}
        onClick={() => (published ? setAsking(true) : void publish())}
      >
        {status.isPending && !asking ? 'Saving...' : published ? 'Unpublish' : 'Publish'}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Unpublish “${article.title}”?`}
        description="It becomes a draft again: it leaves the knowledge centre and its address shows “Article not found” until you publish it again."
        confirmLabel="Unpublish and make it a draft"
        pendingLabel="Unpublishing…"
        onConfirm={async () => {
          await status.mutateAsync({ id: article.id, publish: false });
          toast({
            title: 'Article unpublished',
            description: 'It is a draft again: gone from the knowledge centre.',
          });
        }}
      />
    </>
  );
}
