import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import {
  type AddPlanItemInput,
  type CreatePlanInput,
  JOURNEY_LIMITS,
  type JourneyItemKind,
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

type Db = Database;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const planNotFound = () => new AppError('not_found', 'Plan not found');
const itemNotFound = () => new AppError('not_found', 'Item not found');

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

const newestFirst = [desc(journeyPlans.createdAt), desc(journeyPlans.id)] as const;

export async function listPlans(db: Db, userId: string): Promise<PlanSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(journeyPlans)
    .where(eq(journeyPlans.userId, userId))
    .orderBy(...newestFirst)
    .limit(JOURNEY_LIMITS.plansPerUser);
  return rows.map(toSummary);
}

async function summary(db: Db | Tx, userId: string, planId: number): Promise<PlanSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(journeyPlans)
    .where(and(eq(journeyPlans.id, planId), eq(journeyPlans.userId, userId)));
  if (!row) throw planNotFound();
  return toSummary(row);
}

/** Serialises one user's plan writes (plan count, "current plan") without a table lock. */
async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

/** The plan row of this user, locked for the rest of the transaction; 404 for anyone else's. */
async function lockPlan(tx: Tx, userId: string, planId: number) {
  const [row] = await tx
    .select({ id: journeyPlans.id })
    .from(journeyPlans)
    .where(and(eq(journeyPlans.id, planId), eq(journeyPlans.userId, userId)))
    .for('update');
  if (!row) throw planNotFound();
}

async function insertPlan(tx: Tx, userId: string, input: CreatePlanInput) {
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

async function itemRows(db: Db | Tx, planId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(journeyPlanItems)
    .where(eq(journeyPlanItems.planId, planId))
    .orderBy(asc(journeyPlanItems.position), asc(journeyPlanItems.id));
}

/** Items whose target is gone are skipped (part 2: "unknown items are skipped"); positions count from 0. */
async function toItems(db: Db | Tx, rows: ItemRow[]): Promise<PlanItem[]> {
  const cards = await loadTargets(db, rows);
  return rows
    .flatMap((row) => {
      const card = cards.get(targetKey(row.kind, row.refId));
      if (!card) return [];
      const { title, subtitle, image, price } = card;
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
          price,
        },
      ];
    })
    .map((item, position) => ({ ...item, position }));
}

export async function getPlan(db: Db, userId: string, planId: number): Promise<PlanDetail> {
  const plan = await summary(db, userId, planId);
  return { ...plan, items: await toItems(db, await itemRows(db, planId)) };
}

async function touch(tx: Tx, planId: number) {
  await tx.update(journeyPlans).set({ updatedAt: new Date() }).where(eq(journeyPlans.id, planId));
}

/**
 * Adds a target at the end of a locked plan; a target already in the plan is answered as it is
 * (created: false). The target must exist.
 */
async function addToLockedPlan(tx: Tx, planId: number, input: AddPlanItemInput) {
  const kind: JourneyItemKind = input.kind;
  const cards = await loadTargets(tx, [{ kind, refId: input.refId }]);
  if (!cards.has(targetKey(kind, input.refId)))
    throw new AppError('not_found', `That ${kind === 'stay' ? 'stay' : kind} no longer exists.`, {
      refId: 'No such item',
    });
  const [existing] = await tx
    .select({ id: journeyPlanItems.id })
    .from(journeyPlanItems)
    .where(
      and(
        eq(journeyPlanItems.planId, planId),
        eq(journeyPlanItems.kind, kind),
        eq(journeyPlanItems.refId, input.refId),
      ),
    );
  if (existing) return { itemId: existing.id, created: false };

  const [stats] = await tx
    .select({ count: sql<number>`count(*)::int`, last: max(journeyPlanItems.position) })
    .from(journeyPlanItems)
    .where(eq(journeyPlanItems.planId, planId));
  if (Number(stats?.count ?? 0) >= JOURNEY_LIMITS.itemsPerPlan)
    throw new AppError(
      'unprocessable',
      `A plan holds at most ${JOURNEY_LIMITS.itemsPerPlan} items. Start a new plan for the rest.`,
    );
  const [row] = await tx
    .insert(journeyPlanItems)
    .values({
      planId,
      kind,
      refId: input.refId,
      note: input.note ?? '',
      position: (stats?.last ?? -1) + 1,
    })
    .returning({ id: journeyPlanItems.id });
  await touch(tx, planId);
  return { itemId: row!.id, created: true };
}

async function itemOf(db: Db | Tx, planId: number, itemId: number): Promise<PlanItem> {
  const item = (await toItems(db, await itemRows(db, planId))).find((i) => i.id === itemId);
  if (!item) throw itemNotFound();
  return item;
}

export async function addPlanItem(db: Db, userId: string, planId: number, input: AddPlanItemInput) {
  return db.transaction(async (tx) => {
    await lockPlan(tx, userId, planId);
    const { itemId, created } = await addToLockedPlan(tx, planId, input);
    return { item: await itemOf(tx, planId, itemId), created };
  });
}

/**
 * '+ Save' on the quiz results: into the user's current plan, the newest one; a user with no plan gets
 * 'New Wellness Journey'.
 */
export async function saveToCurrentPlan(db: Db, userId: string, input: AddPlanItemInput) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select({ id: journeyPlans.id })
      .from(journeyPlans)
      .where(eq(journeyPlans.userId, userId))
      .orderBy(...newestFirst)
      .limit(1);
    const planId = current?.id ?? (await insertPlan(tx, userId, {}));
    await lockPlan(tx, userId, planId);
    const { itemId, created } = await addToLockedPlan(tx, planId, input);
    return { plan: await summary(tx, userId, planId), item: await itemOf(tx, planId, itemId), created };
  });
}

export async function updatePlanItem(db: Db, userId: string, planId: number, itemId: number, note: string) {
  return db.transaction(async (tx) => {
    await lockPlan(tx, userId, planId);
    const rows = await tx
      .update(journeyPlanItems)
      .set({ note })
      .where(and(eq(journeyPlanItems.id, itemId), eq(journeyPlanItems.planId, planId)))
      .returning({ id: journeyPlanItems.id });
    if (!rows.length) throw itemNotFound();
    await touch(tx, planId);
    return itemOf(tx, planId, itemId);
  });
}

export async function removePlanItem(db: Db, userId: string, planId: number, itemId: number) {
  await db.transaction(async (tx) => {
    await lockPlan(tx, userId, planId);
    const rows = await tx
      .delete(journeyPlanItems)
      .where(and(eq(journeyPlanItems.id, itemId), eq(journeyPlanItems.planId, planId)))
      .returning({ id: journeyPlanItems.id });
    if (!rows.length) throw itemNotFound();
    await touch(tx, planId);
  });
}

/**
 * Puts the listed items first, in the order given; items not listed (say, added in another tab since)
 * follow in their old order. Every id must be an item of this plan.
 */
export async function reorderPlanItems(db: Db, userId: string, planId: number, itemIds: number[]) {
  return db.transaction(async (tx) => {
    await lockPlan(tx, userId, planId);
    const rows = await itemRows(tx, planId);
    const known = new Set(rows.map((r) => r.id));
    if (itemIds.some((id) => !known.has(id)))
      throw new AppError('validation_failed', 'An item is not in this plan', {
        itemIds: 'An item is not in this plan',
      });
    const listed = new Set(itemIds);
    const order = [...itemIds, ...rows.filter((r) => !listed.has(r.id)).map((r) => r.id)];
    const cases = sql.join(
      order.map((id, position) => sql`when ${id}::int then ${position}::int`),
      sql` `,
    );
    await tx
      .update(journeyPlanItems)
      .set({ position: sql`case ${journeyPlanItems.id} ${cases} end` })
      .where(and(eq(journeyPlanItems.planId, planId), inArray(journeyPlanItems.id, order)));
    await touch(tx, planId);
    const plan = await summary(tx, userId, planId);
    return { ...plan, items: await toItems(tx, await itemRows(tx, planId)) };
  });
}
