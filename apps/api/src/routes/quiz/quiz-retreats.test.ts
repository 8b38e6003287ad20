import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDay } from '@restora/shared/domain/format';
import { retreatOptions } from '../../db/schema/retreats';
import { day } from '../../test/fixtures';
import { insertProperty, insertRetreat } from '../../test/retreat-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// The quiz suggests retreats (docs/decisions/quiz.md), on a database holding only these few, so which
// are suggested depends on nothing else.

let t: TestApp;
let week: number;
let weekend: number;
beforeAll(async () => {
  t = await createTestApp();
  const propertyId = await insertProperty(t.db, 'Quiz Retreat House');
  // 8 days, 7 nights: a week. From $1,500 a person (the cheaper of its two options).
  week = (
    await insertRetreat(t.db, {
      propertyId,
      title: 'Quiet mind week',
      days: 8,
      startInDays: 60,
      features: ['Yoga Classes', 'Meditation', 'Cold Plunge'],
      options: [{ priceCents: 180_000 }, { priceCents: 150_000 }],
    })
  ).retreatId;
  // A weekend of the same practice, $400.
  weekend = (
    await insertRetreat(t.db, {
      propertyId,
      title: 'Weekend of stillness',
      days: 3,
      startInDays: 30,
      features: ['Meditation'],
      options: [{ priceCents: 40_000 }],
    })
  ).retreatId;
});
afterAll(() => t.close());

type Item = {
  kind: string;
  id: number;
  title: string;
  subtitle: string;
  category: string;
  image: string;
  photo: unknown;
  priceCents: number;
  rating: number | null;
  reason: string;
  shop: unknown;
};

const retreatsFor = async (query: string): Promise<Item[]> => {
  const res = await t.request(`/api/quiz/recommendations?${query}`);
  expect(res.status).toBe(200);
  const body = (await readJson(res)) as { items: Item[] };
  return body.items.filter((i) => i.kind === 'retreat');
};

describe('GET /api/quiz/recommendations: retreats', () => {
  it('suggests the retreat of the answered length first, with its place, dates and from price per person', async () => {
    const list = await retreatsFor(
      'focus=mindfulness&environment=mountain&intensity=1&duration=week&budget=2000',
    );
    expect(list.map((i) => i.id)).toEqual([week, weekend]);
    expect(list[0]).toEqual({
      kind: 'retreat',
      id: week,
      title: 'Quiet mind week',
      subtitle: `Quiz Retreat House, Ubud, Indonesia · ${formatIsoDay(day(60))} – ${formatIsoDay(day(67))}`,
      category: 'Retreat',
      image: '/images/retreats/retreat-1.svg',
      photo: null,
      priceCents: 150_000,
      rating: null,
      reason:
        'A week-long retreat with Yoga Classes and Meditation; from $1,500 a person fits your $2,000 budget',
      shop: null,
    });
  });

  it('suggests no retreat whose from price is over the budget', async () => {
    const list = await retreatsFor(
      'focus=mindfulness&environment=mountain&intensity=1&duration=week&budget=1000',
    );
    expect(list.map((i) => i.id)).toEqual([weekend]);
  });

  it('suggests no retreat that is full, a draft, or under way', async () => {
    const propertyId = await insertProperty(t.db);
    const full = await insertRetreat(t.db, { propertyId, title: 'Full week', days: 8 });
    await t.db.update(retreatOptions).set({ taken: 10 }).where(eq(retreatOptions.id, full.optionIds[0]!));
    await insertRetreat(t.db, { propertyId, title: 'Draft week', days: 8, status: 'draft' });
    await insertRetreat(t.db, { propertyId, title: 'Started week', days: 8, startInDays: 0 });
    const list = await retreatsFor(
      'focus=mindfulness&environment=mountain&intensity=1&duration=week&budget=5000',
    );
    expect(list.map((i) => i.id)).toEqual([week, weekend]);
  });
});
