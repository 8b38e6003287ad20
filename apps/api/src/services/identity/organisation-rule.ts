import { and, eq } from 'drizzle-orm';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import type { Database } from '../../db/client';
import { partnerMembers, partnerOrganisations } from '../../db/schema/partners';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { memberOrganisationIds } from '../organisations';
import { secondFactorState } from './session-marker';

// An organisation may ask its members for a second factor (docs/decisions/second-factors.md).

const NOT_FOUND = 'Organisation not found';

async function ownOrganisation(db: Database, userId: string, organisationId: number) {
  const mine = await memberOrganisationIds(db, userId);
  if (!mine.includes(organisationId)) throw new AppError('not_found', NOT_FOUND);
  const [row] = await db
    .select({ required: partnerOrganisations.requireSecondFactor })
    .from(partnerOrganisations)
    .where(eq(partnerOrganisations.id, organisationId));
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return row;
}

export async function getOrganisationSecondFactor({
  db,
  userId,
  organisationId,
}: {
  db: Database;
  userId: string;
  organisationId: number;
}): Promise<{ required: boolean }> {
  return ownOrganisation(db, userId, organisationId);
}

/**
 * A member turns the rule on or off. Turning it on asks that this session has passed a second factor
 * itself, so no one locks their organisation out with a rule they cannot meet; the change is audited
 * (`organisation.second-factor-rule`).
 */
export async function setOrganisationSecondFactor({
  db,
  actor,
  sessionId,
  organisationId,
  required,
}: {
  db: Database;
  actor: AuditActor;
  sessionId: string;
  organisationId: number;
  required: boolean;
}): Promise<{ required: boolean }> {
  const before = await ownOrganisation(db, actor.userId, organisationId);
  if (required) {
    const state = await secondFactorState(db, { userId: actor.userId, sessionId });
    if (!state.enabled) throw new AppError('second_factor_setup_required', T.requireNeedsOwn);
    if (!state.verifiedAt) throw new AppError('second_factor_required', T.stepUp);
  }
  if (before.required === required) return before;
  await db.transaction(async (tx) => {
    await tx
      .update(partnerOrganisations)
      .set({ requireSecondFactor: required })
      .where(eq(partnerOrganisations.id, organisationId));
    await recordAudit(tx, actor, {
      action: 'organisation.second-factor-rule',
      object: { type: 'organisation', id: organisationId },
      before: { requireSecondFactor: before.required },
      after: { requireSecondFactor: required },
    });
  });
  return { required };
}

/**
 * For every /api/partner/* request of a member of an organisation that asks for a second factor: the
 * refusal when this session has not passed one (403, the code tells the console what to show), or null.
 */
export async function partnerSecondFactorRefusal(
  db: Database,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<AppError | null> {
  const [asking] = await db
    .select({ id: partnerMembers.organisationId })
    .from(partnerMembers)
    .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, partnerMembers.organisationId))
    .where(and(eq(partnerMembers.userId, userId), eq(partnerOrganisations.requireSecondFactor, true)))
    .limit(1);
  if (!asking) return null;
  const state = await secondFactorState(db, { userId, sessionId });
  if (!state.enabled) return new AppError('second_factor_setup_required', T.organisationSetup);
  if (!state.verifiedAt) return new AppError('second_factor_required', T.organisationCode);
  return null;
}
