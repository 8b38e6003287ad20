import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { ARTICLE_EDIT_CATEGORIES } from '@restora/shared/domain/article-editing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { useAdminArticles, type ArticleListQuery } from './api/list-admin-articles';
import { ArticleStatusBadge } from './components/article-status-badge';
import type { AdminArticleSummary } from '@restora/shared/contracts/admin-content';
import { paths } from '@/config/paths';

/** The list's state, read from the URL (?page=&sort=&dir=&search=&status=&category=). */
function useArticleQuery(): ArticleListQuery {
  const [params] = useSearchParams();
  const sort = params.get('sort') === 'title' ? 'title' : 'updated';
  const status = params.get('status');
  const category = params.get('category');
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    sort,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    ...(params.get('search') ? { search: params.get('search')! } : {}),
    ...(status === 'draft' || status === 'published' ? { status } : {}),
    ...(category && (ARTICLE_EDIT_CATEGORIES as readonly string[]).includes(category) ? { category } : {}),
  };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: DataTableColumn<AdminArticleSummary>[] = [
  {
    header: 'Title',
    sort: 'title',
    cell: (a) => (
      <Link
        to={paths.admin.article.to(a.id)}
        className="font-medium text-primary-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        {a.title}
      </Link>
    ),
  },
  { header: 'Status', cell: (a) => <ArticleStatusBadge status={a.status} /> },
  { header: 'Category', cell: (a) => a.category, secondary: true },
  {
    header: 'Updated',
    sort: 'updated',
    cell: (a) => dateFormat.format(new Date(a.updatedAt)),
    secondary: true,
  },
];

/** The articles, drafts included: a title-prefix search, status and category filters, in the URL. */
export function ArticlesList() {
  const id = useId();
  const query = useArticleQuery();
  const [params, setParams] = useSearchParams();
  const list = useAdminArticles(query);

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams(params);
    for (const key of ['search', 'status', 'category']) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };

  return (
    <>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <form
          role="search"
          aria-label="Filter articles"
          onSubmit={applyFilters}
          className="flex flex-wrap items-end gap-3"
          key={params.toString()}
        >
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-search`} className="text-sm font-medium">
              Title starts with
            </label>
            <Input id={`${id}-search`} name="search" defaultValue={query.search ?? ''} className="w-56" />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-status`} className="text-sm font-medium">
              Status
            </label>
            <Select id={`${id}-status`} name="status" defaultValue={query.status ?? ''} className="w-40">
              <option value="">Any status</option>
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-category`} className="text-sm font-medium">
              Category
            </label>
            <Select
              id={`${id}-category`}
              name="category"
              defaultValue={query.category ?? ''}
              className="w-44"
            >
              <option value="">Any category</option>
              {ARTICLE_EDIT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="outline">
            Filter
          </Button>
        </form>
        <Button asChild>
          <Link to={paths.admin.newArticle.to()}>
            <Plus aria-hidden />
            New article
          </Link>
        </Button>
      </div>
      {list.isPending ? (
        <p className="mt-6 text-sand-700" role="status">
          Loading articles...
        </p>
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-danger">
          {list.error.message}
        </p>
      ) : (
        <DataTable
          caption="Articles with their status, category and last change"
          columns={columns}
          rows={list.data.items}
          rowKey={(a) => a.id}
          sort={query.sort}
          dir={query.dir}
          total={list.data.total}
          page={list.data.page}
          pageSize={list.data.pageSize}
          empty="No article matches these filters."
        />
      )}
    </>
  );
}
