import { ObjectHistory } from '../audit/object-history';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { AdminArticle, ArticleInput } from '@restora/shared/contracts/admin-content';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast-store';
import { useAdminArticle } from './api/get-admin-article';
import { useSaveArticle } from './api/save-article';
import { LoadError } from '../components/load-error';
import { ArticleForm } from './components/article-form';
import { ArticleStatusButton } from './components/article-status-button';
import { ArticleStatusBadge } from './components/article-status-badge';
import { paths } from '@/config/paths';

const blank: ArticleInput = {
  title: '',
  slug: '',
  category: '' as ArticleInput['category'],
  readTime: 5,
  image: '/images/articles/nutrition.svg',
  description: '',
  content: '',
};

function BackLink() {
  return (
    <Link
      to={paths.admin.content.to()}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All articles
    </Link>
  );
}

/** /admin/content/articles/new: a new article is saved as a draft, then edited at its own address. */
export function NewArticle() {
  const save = useSaveArticle();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title="New article" />
      <BackLink />
      <h1 className="mt-4 text-4xl font-semibold">New article</h1>
      <p className="mt-1 text-sand-700">
        It is saved as a draft: only administrators see it until you publish it.
      </p>
      <ArticleForm
        defaultValues={blank}
        submitLabel="Save draft"
        onSubmit={async (input) => {
          const article = await save.mutateAsync({ input });
          toast({ title: 'Draft saved', description: article.title });
          await navigate(paths.admin.article.to(article.id));
        }}
      />
    </>
  );
}

const inputOf = ({ title, slug, category, readTime, image, description, content }: AdminArticle) =>
  ({ title, slug, category, readTime, image, description, content }) as ArticleInput;

/** /admin/content/articles/:id: edit, publish or take back to a draft. */
export function EditArticle({ id }: { id: number }) {
  const article = useAdminArticle(id);
  const save = useSaveArticle();

  if (article.isPending) return <p role="status">Loading the article...</p>;
  if (article.isError)
    return (
      <>
        <BackLink />
        <LoadError error={article.error} />
      </>
    );
  const a = article.data;
  const published = a.status === 'published';
  return (
    <>
      <PageMeta title={`Edit ${a.title}`} />
      <BackLink />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-4xl font-semibold wrap-anywhere">{a.title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-sand-700">
            <ArticleStatusBadge status={a.status} />
            {published ? (
              <Link
                to={`/knowledge/${a.slug}`}
                className="inline-flex items-center gap-1 font-medium text-primary-800 hover:underline"
              >
                View on the site
                <ExternalLink className="size-3.5" aria-hidden />
              </Link>
            ) : null}
          </p>
        </div>
        <ArticleStatusButton article={a} />
      </div>
      <ArticleForm
        key={a.id}
        defaultValues={inputOf(a)}
        submitLabel="Save changes"
        onSubmit={async (input) => {
          await save.mutateAsync({ id, input });
          toast({ title: 'Article saved', description: input.title });
        }}
      />
      <ObjectHistory objectType="article" objectId={a.id} />
    </>
  );
}
