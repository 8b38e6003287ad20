import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Article, ArticleSummary } from '@restora/shared/contracts/content';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { articles } from '../../db/schema/content';
import { AppError } from '../../errors';

const {
  content: _content,
  searchText: _searchText,
  createdAt: _createdAt,
  status: _status,
  publishedAt: _publishedAt,
  updatedAt: _updatedAt,
  ...summaryColumns
} = getTableColumns(articles);

/**
 * Knowledge search: title or description, case-insensitive, combined with the category
 * (docs/decisions/content.md); published articles only (docs/decisions/admin-content.md).
 */
export async function listArticles({
  db,
  search,
  category,
}: {
  db: Database;
  search?: string | undefined;
  category?: string | undefined;
}): Promise<ArticleSummary[]> {
  return db
    .select(summaryColumns)
    .from(articles)
    .where(
      and(
        eq(articles.status, 'published'),
        search ? sql`${articles.searchText} like ${likePattern(search)}` : undefined,
        category && category !== 'All' ? eq(articles.category, category) : undefined,
      ),
    )
    .orderBy(desc(articles.date), desc(articles.id))
    .limit(100);
}

/** One published article by numeric id (/article/{id}) or by slug (/knowledge/{slug}); a draft is 404. */
export async function getArticle({ db, idOrSlug }: { db: Database; idOrSlug: string }): Promise<Article> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const { content } = getTableColumns(articles);
  const columns = { ...summaryColumns, content };
  const [row] = await db
    .select(columns)
    .from(articles)
    .where(
      and(
        eq(articles.status, 'published'),
        byId ? eq(articles.id, Number(idOrSlug)) : eq(articles.slug, idOrSlug),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('not_found', 'Article not found');
  return row;
}
