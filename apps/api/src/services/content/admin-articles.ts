import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type {
  AdminArticle,
  AdminArticlePage,
  AdminArticlesQuery,
  AdminArticleSummary,
  ArticleStatus,
} from '@restora/shared/contracts/admin-content';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import { SLUG_TAKEN } from '@restora/shared/contracts/admin-content';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { pgErrorCode } from '../../db/pg-error';
import { articles } from '../../db/schema/content';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';

// The back office's articles (docs/decisions/admin-content.md). Every write records itself in the audit
// trail in its transaction and announces `catalogue.changed` for 'content' (docs/decisions/after-commit.md), so
// once committed the knowledge centre follows it at once in every process (and a read replica is waited for).

type Row = typeof articles.$inferSelect;

function toSummary(row: Row): AdminArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    status: row.status,
    date: row.date,
    readTime: row.readTime,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

function toAdminArticle(row: Row): AdminArticle {
  return { ...toSummary(row), description: row.description, image: row.image, content: row.content };
}

const titleKey = sql`lower(${articles.title})`;

/** One page of articles: title prefix (any case), status and category, newest change or title order. */
export async function listAdminArticles({
  db,
  query,
}: {
  db: Database;
  query: AdminArticlesQuery;
}): Promise<AdminArticlePage> {
  const prefix = query.search?.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`);
  const where = and(
    prefix ? sql`${titleKey} like ${`${prefix}%`}` : undefined,
    query.status ? eq(articles.status, query.status) : undefined,
    query.category ? eq(articles.category, query.category) : undefined,
  );
  const dir = query.dir === 'asc' ? asc : desc;
  const order =
    query.sort === 'title' ? [dir(titleKey), dir(articles.id)] : [dir(articles.updatedAt), dir(articles.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return {
    items: rows.map(toSummary),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

async function findArticle(db: Database, id: number, lock = false): Promise<Row> {
  const select = db.select().from(articles).where(eq(articles.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw new AppError('not_found', 'Article not found');
  return row;
}

export async function getAdminArticle({ db, id }: { db: Database; id: number }): Promise<AdminArticle> {
  return toAdminArticle(await findArticle(db, id));
}

type ArticleFields = {
  title: string;
  slug: string;
  category: string;
  readTime: number;
  image: string;
  description: string;
  content: string;
};

/** A taken slug is the field's error (409), whichever writer got there first. */
function slugConflict(error: unknown): unknown {
  if (pgErrorCode(error) !== '23505') return error;
  return new AppError('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN });
}

/** A new article starts as a draft: nobody but administrators sees it until it is published. */
export async function createArticle({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: AuditActor;
  input: ArticleFields;
}): Promise<AdminArticle> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(articles)
        .values({ ...input, status: 'draft', date: sql`current_date` })
        .returning();
      const after = toAdminArticle(row!);
      await recordAudit(tx, actor, {
        action: 'article.create',
        object: { type: 'article', id: row!.id },
        after,
      });
      return after;
    });
  } catch (error) {
    throw slugConflict(error);
  }
}

async function writeArticle(
  db: Database,
  events: DomainEvents,
  actor: AuditActor,
  id: number,
  action: string,
  change: (before: Row) => PgUpdateSetSource<typeof articles>,
): Promise<AdminArticle> {
  let written: AdminArticle;
  try {
    written = await commitThenAnnounce(db, events, async (tx, announce) => {
      const before = await findArticle(tx, id, true);
      const [row] = await tx
        .update(articles)
        .set({ ...change(before), updatedAt: new Date() })
        .where(eq(articles.id, id))
        .returning();
      const after = toAdminArticle(row!);
      await recordAudit(tx, actor, {
        action,
        object: { type: 'article', id },
        before: toAdminArticle(before),
        after,
      });
      // Once committed, the knowledge centre of every process (and its replica) follows the change.
      announce({ type: 'catalogue.changed', topic: 'content' });
      return after;
    });
  } catch (error) {
    throw slugConflict(error);
  }
  return written;
}

export function updateArticle(options: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  id: number;
  input: ArticleFields;
}): Promise<AdminArticle> {
  const { db, events, actor, id, input } = options;
  return writeArticle(db, events, actor, id, 'article.update', () => input);
}

/**
 * Publishing shows the article on the knowledge centre, in its search and at its address; its date
 * becomes the day it was first published. Unpublishing takes it back to a draft (404 for the public).
 */
export function setArticleStatus(options: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  id: number;
  status: ArticleStatus;
}): Promise<AdminArticle> {
  const { db, events, actor, id, status } = options;
  const verb = status === 'published' ? 'article.publish' : 'article.unpublish';
  return writeArticle(db, events, actor, id, verb, (before) =>
    status === 'published' && !before.publishedAt
      ? { status, publishedAt: new Date(), date: sql`current_date` }
      : { status },
  );
}
