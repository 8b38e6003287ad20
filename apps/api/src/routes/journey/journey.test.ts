import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOURNEY_LIMITS } from '@restora/shared/contracts/journey';
import { RECORD_DATE_MESSAGE, recordLastDay } from '@restora/shared/domain/date-filters';
import { SINGLE_LINE_TEXT } from '@restora/shared/domain/plain-text';
import { journeyPlanItems, journeyPlans } from '../../db/schema/journeys';
import { journeyTestKit } from '../../test/journey-test-kit';
import { registerUser } from '../../test/test-app';

const kit = journeyTestKit();
const { call, newPlan } = kit;

describe('journey plans', () => {
  it('answers 401 to a visitor on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/journey/plans'],
      ['POST', '/api/journey/plans'],
      ['GET', '/api/journey/plans/1'],
      ['PUT', '/api/journey/plans/1'],
      ['DELETE', '/api/journey/plans/1'],
      ['POST', '/api/journey/plans/1/items'],
      ['PATCH', '/api/journey/plans/1/items/1'],
      ['DELETE', '/api/journey/plans/1/items/1'],
      ['PUT', '/api/journey/plans/1/items/order'],
      ['POST', '/api/journey/saved-items'],
    ];
    for (const [method, path] of routes)
      expect(
        (await call(method, path, '', method === 'GET' ? undefined : {})).status,
        `${method} ${path}`,
      ).toBe(401);
  });

  it("creates 'New Wellness Journey' plans, lists them newest first, and saves name, description and dates", async () => {
    const { cookie } = await registerUser(kit.t);
    expect((await call('GET', '/api/journey/plans', cookie)).body.items).toEqual([]);
    const first = await newPlan(cookie);
    expect(first).toMatchObject({
      name: 'New Wellness Journey',
      description: '',
      startDate: null,
      endDate: null,
      itemCount: 0,
    });
    const second = await newPlan(cookie, { name: 'Alps in March' });
    const list = (await call('GET', '/api/journey/plans', cookie)).body.items;
    expect(list.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);

    const saved = await call('PUT', `/api/journey/plans/${first.id}`, cookie, {
      name: '  Bali reset ',
      description: 'Two weeks of yoga and rice terraces',
      startDate: '2027-03-01',
      endDate: '2027-03-14',
    });
    expect(saved.status).toBe(200);
    expect((await call('GET', `/api/journey/plans/${first.id}`, cookie)).body).toMatchObject({
      name: 'Bali reset',
      description: 'Two weeks of yoga and rice terraces',
      startDate: '2027-03-01',
      endDate: '2027-03-14',
      items: [],
    });
  });

  it('refuses bad fields with a message per field and changes nothing', async () => {
    const { cookie } = await registerUser(kit.t);
    const plan = await newPlan(cookie, { name: 'Kept' });
    const bad = await call('PUT', `/api/journey/plans/${plan.id}`, cookie, {
      name: ' ',
      description: 'x'.repeat(JOURNEY_LIMITS.descriptionLength + 1),
      startDate: '2027-03-10',
      endDate: '2027-03-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: 'Give the plan a name',
      description: 'Description: at most 1000 characters',
      endDate: 'The end date cannot be before the start date',
    });
    const unknownField = await call('POST', '/api/journey/plans', cookie, {
      name: 'x',
      userId: 'someone-else',
    });
    expect(unknownField.status).toBe(400);
    expect((await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body.name).toBe('Kept');
    expect((await call('GET', '/api/journey/plans', cookie)).body.items).toHaveLength(1);
  });

  it('refuses a NUL character, the year 0000 and dates outside the window of record dates', async () => {
    const { cookie } = await registerUser(kit.t);
    const nul = await call('POST', '/api/journey/plans', cookie, { name: 'Bad\u0000name' });
    expect(nul.status).toBe(400);
    expect(nul.body.error.fields).toEqual({ name: SINGLE_LINE_TEXT });
    const yearZero = await call('POST', '/api/journey/plans', cookie, { name: 'x', startDate: '0000-01-01' });
    expect(yearZero.status).toBe(400);
    expect(yearZero.body.error.fields).toEqual({ startDate: 'This date does not exist' });
    // Days from 2000-01-01 to ten years ahead (docs/decisions/bookings-and-availability.md, "Date windows").
    const far = await call('POST', '/api/journey/plans', cookie, {
      name: 'x',
      startDate: '1999-12-31',
      endDate: '9999-12-31',
    });
    expect(far.status).toBe(400);
    expect(far.body.error.fields).toEqual({ startDate: RECORD_DATE_MESSAGE, endDate: RECORD_DATE_MESSAGE });
    expect((await call('GET', '/api/journey/plans', cookie)).body.items).toHaveLength(0);
    const edges = { name: 'x', startDate: '2000-01-01', endDate: recordLastDay() };
    expect((await call('POST', '/api/journey/plans', cookie, edges)).status).toBe(201);
  });

  it("never shows or changes another user's plan or items (404, and nothing changes)", async () => {
    const owner = await registerUser(kit.t);
    const other = await registerUser(kit.t);
    const plan = await newPlan(owner.cookie, { name: 'Private' });
    const item = (
      await call('POST', `/api/journey/plans/${plan.id}/items`, owner.cookie, {
        kind: 'stay',
        refId: kit.stayIds[0],
      })
    ).body.item;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/journey/plans/${plan.id}`],
      [
        'PUT',
        `/api/journey/plans/${plan.id}`,
        { name: 'Mine now', description: '', startDate: null, endDate: null },
      ],
      ['DELETE', `/api/journey/plans/${plan.id}`],
      ['POST', `/api/journey/plans/${plan.id}/items`, { kind: 'service', refId: kit.serviceIds[0] }],
      ['PATCH', `/api/journey/plans/${plan.id}/items/${item.id}`, { note: 'hijack' }],
      ['DELETE', `/api/journey/plans/${plan.id}/items/${item.id}`],
      ['PUT', `/api/journey/plans/${plan.id}/items/order`, { itemIds: [item.id] }],
    ];
    for (const [method, path, body] of attempts)
      expect((await call(method, path, other.cookie, body)).status, `${method} ${path}`).toBe(404);
    expect((await call('GET', '/api/journey/plans', other.cookie)).body.items).toEqual([]);
    // An item id of someone else's plan under one's own plan is not found either.
    const own = await newPlan(other.cookie);
    expect(
      (await call('PATCH', `/api/journey/plans/${own.id}/items/${item.id}`, other.cookie, { note: 'x' }))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `/api/journey/plans/${own.id}/items/${item.id}`, other.cookie)).status).toBe(
      404,
    );

    const mine = (await call('GET', `/api/journey/plans/${plan.id}`, owner.cookie)).body;
    expect(mine).toMatchObject({ name: 'Private', items: [{ id: item.id, note: '' }] });
  });

  it('deletes a plan with its items', async () => {
    const { cookie } = await registerUser(kit.t);
    const plan = await newPlan(cookie);
    await call('POST', `/api/journey/plans/${plan.id}/items`, cookie, {
      kind: 'stay',
      refId: kit.stayIds[0],
    });
    expect((await call('DELETE', `/api/journey/plans/${plan.id}`, cookie)).status).toBe(204);
    expect((await call('GET', `/api/journey/plans/${plan.id}`, cookie)).status).toBe(404);
    expect(
      await kit.t.db.select().from(journeyPlanItems).where(eq(journeyPlanItems.planId, plan.id)),
    ).toEqual([]);
  });

  it('holds at most 50 plans per user', async () => {
    const { cookie, user } = await registerUser(kit.t);
    await kit.t.db.insert(journeyPlans).values(
      Array.from({ length: JOURNEY_LIMITS.plansPerUser }, (_, i) => ({
        userId: user.id,
        name: `Plan ${i}`,
      })),
    );
    const refused = await call('POST', '/api/journey/plans', cookie, {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/at most 50 plans/);
  });
});
