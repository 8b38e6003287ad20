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
  ...summaryColumns
} = getTableColumns(articles);

/**
 * Knowledge search: title or description, case-insensitive, combined with the category
 * (docs/decisions/content.md).
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
        search ? sql`${articles.searchText} like ${likePattern(search)}` : undefined,
        category && category !== 'All' ? eq(articles.category, category) : undefined,
      ),
    )
    .orderBy(desc(articles.date), desc(articles.id))
    .limit(100);
}

/** One article by numeric id (/article/{id}) or by slug (/knowledge/{slug}). */
export async function getArticle({ db, idOrSlug }: { db: Database; idOrSlug: string }): Promise<Article> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const { searchText: _s, createdAt: _c, ...columns } = getTableColumns(articles);
  const [row] = await db
    .select(columns)
    .from(articles)
    .where(byId ? eq(articles.id, Number(idOrSlug)) : eq(articles.slug, idOrSlug))
    .limit(1);
  if (!row) throw new AppError('not_found', 'Article not found');
  return row;
}
