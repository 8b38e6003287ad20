import { and, eq, inArray, max, sql } from 'drizzle-orm';
import {
  type AddPlanItemInput,
  JOURNEY_LIMITS,
  type JourneyItemKind,
  type PlanItem,
} from '@restora/shared/contracts/journey';
import { journeyPlanItems, journeyPlans } from '../../db/schema/journeys';
import { AppError } from '../../errors';
import {
  type Db,
  insertPlan,
  itemRows,
  lockPlan,
  lockUser,
  newestFirst,
  summary,
  toItems,
  type Tx,
} from './plans';
import { loadTargets, targetKey } from './targets';

const itemNotFound = () => new AppError('not_found', 'Item not found');

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
