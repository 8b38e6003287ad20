import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type CreatePlanInput,
  JOURNEY_LIMITS,
  NEW_PLAN_NAME,
  type PlanDetail,
  type PlanItem,
  type PlanSummary,
  type UpdatePlanInput,
} from '@restora/shared/contracts/journey';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { journeyPlanItems, journeyPlans } from '../../db/schema/journeys';
import { AppError } from '../../errors';
import { loadTargets, targetKey } from './targets';

export type Db = Database;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const planNotFound = () => new AppError('not_found', 'Plan not found');

/**
 * An item counts (and shows) only while its stay, service or product still exists. Written out with
 * aliases: drizzle leaves columns unqualified in a one-table select, which a correlated subquery cannot use.
 */
const liveItemCount = sql.raw(`(
  select count(*)::int from journey_plan_items i
  where i.plan_id = "journey_plans"."id" and (
    (i.kind = 'stay' and exists (select 1 from stay_rooms s where s.id = i.ref_id))
    or (i.kind = 'service' and exists (select 1 from services s where s.id = i.ref_id))
    or (i.kind = 'product' and exists (select 1 from products p where p.id = i.ref_id))
  )
)`);

const summaryColumns = {
  id: journeyPlans.id,
  name: journeyPlans.name,
  description: journeyPlans.description,
  startDate: journeyPlans.startDate,
  endDate: journeyPlans.endDate,
  createdAt: journeyPlans.createdAt,
  updatedAt: journeyPlans.updatedAt,
  itemCount: sql<number>`${liveItemCount}`,
};

type SummaryRow = {
  id: number;
  name: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  createdAt: Date;
  updatedAt: Date;
  itemCount: number;
};

const toSummary = (row: SummaryRow): PlanSummary => ({
  ...row,
  itemCount: Number(row.itemCount),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const newestFirst = [desc(journeyPlans.createdAt), desc(journeyPlans.id)] as const;

export async function listPlans(db: Db, userId: string): Promise<PlanSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(journeyPlans)
    .where(eq(journeyPlans.userId, userId))
    .orderBy(...newestFirst)
    .limit(JOURNEY_LIMITS.plansPerUser);
  return rows.map(toSummary);
}

export async function summary(db: Db | Tx, userId: string, planId: number): Promise<PlanSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(journeyPlans)
    .where(and(eq(journeyPlans.id, planId), eq(journeyPlans.userId, userId)));
  if (!row) throw planNotFound();
  return toSummary(row);
}

/** Serialises one user's plan writes (plan count, "current plan") without a table lock. */
export async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

/** The plan row of this user, locked for the rest of the transaction; 404 for anyone else's. */
export async function lockPlan(tx: Tx, userId: string, planId: number) {
  const [row] = await tx
    .select({ id: journeyPlans.id })
    .from(journeyPlans)
    .where(and(eq(journeyPlans.id, planId), eq(journeyPlans.userId, userId)))
    .for('update');
  if (!row) throw planNotFound();
}

export async function insertPlan(tx: Tx, userId: string, input: CreatePlanInput) {
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(journeyPlans)
    .where(eq(journeyPlans.userId, userId));
  if (Number(count) >= JOURNEY_LIMITS.plansPerUser)
    throw new AppError(
      'unprocessable',
      `You can keep at most ${JOURNEY_LIMITS.plansPerUser} plans. Delete one to make room.`,
    );
  const [row] = await tx
    .insert(journeyPlans)
    .values({
      userId,
      name: input.name ?? NEW_PLAN_NAME,
      description: input.description ?? '',
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
    })
    .returning({ id: journeyPlans.id });
  return row!.id;
}

export async function createPlan(db: Db, userId: string, input: CreatePlanInput): Promise<PlanSummary> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    return summary(tx, userId, await insertPlan(tx, userId, input));
  });
}

export async function updatePlan(
  db: Db,
  userId: string,
  planId: number,
  input: UpdatePlanInput,
): Promise<PlanSummary> {
  const [row] = await db
    .update(journeyPlans)
    .set({
      name: input.name,
      description: input.description,
      startDate: input.startDate,
      endDate: input.endDate,
      updatedAt: new Date(),
    })
    .where(and(eq(journeyPlans.id, planId), eq(journeyPlans.userId, userId)))
    .returning({ id: journeyPlans.id });
  if (!row) throw planNotFound();
  return summary(db, userId, planId);
}

export async function deletePlan(db: Db, userId: string, planId: number) {
  const rows = await db
    .delete(journeyPlans)
    .where(and(eq(journeyPlans.id, planId), eq(journeyPlans.userId, userId)))
    .returning({ id: journeyPlans.id });
  if (!rows.length) throw planNotFound();
}

type ItemRow = typeof journeyPlanItems.$inferSelect;

export async function itemRows(db: Db | Tx, planId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(journeyPlanItems)
    .where(eq(journeyPlanItems.planId, planId))
    .orderBy(asc(journeyPlanItems.position), asc(journeyPlanItems.id));
}

/** Items whose target is gone are skipped (docs/decisions/journey-planner.md); positions count from 0. */
export async function toItems(db: Db | Tx, rows: ItemRow[]): Promise<PlanItem[]> {
  const cards = await loadTargets(db, rows);
  return rows
    .flatMap((row) => {
      const card = cards.get(targetKey(row.kind, row.refId));
      if (!card) return [];
      const { title, subtitle, image, photo, priceCents } = card;
      return [
        {
          id: row.id,
          kind: row.kind,
          refId: row.refId,
          note: row.note,
          position: 0,
          title,
          subtitle,
          image,
          photo,
          priceCents,
        },
      ];
    })
    .map((item, position) => ({ ...item, position }));
}

export async function getPlan(db: Db, userId: string, planId: number): Promise<PlanDetail> {
  const plan = await summary(db, userId, planId);
  return { ...plan, items: await toItems(db, await itemRows(db, planId)) };
}
