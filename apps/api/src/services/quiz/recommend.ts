import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Recommendation } from '@restora/shared/contracts/quiz';
import { DURATION_NIGHTS, type QuizAnswers } from '@restora/shared/domain/quiz';
import { utcDay } from '@restora/shared/domain/booking-window';
import { dollarsToCents, formatIsoDay } from '@restora/shared/domain/format';
import {
  featuresWanted,
  productWordsWanted,
  scoreProduct,
  scoreRetreat,
  scoreService,
  scoreStay,
  type Scored,
  type StayCandidate,
  topScored,
} from '@restora/shared/domain/quiz-scoring';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { services } from '../../db/schema/services';
import { products } from '../../db/schema/shop';
import { properties, stayRooms } from '../../db/schema/stays';
import { cardQuery, toCard } from '../retreats';
import { staySort } from '../stays';
import { serviceOnSale } from '../wellness-services';
import {
  productCard,
  productCardColumns,
  serviceCard,
  serviceCardColumns,
  stayCard,
  stayCardColumns,
  type TargetCard,
} from '../journey';

/** How many of each kind the results show, best first. */
export const RECOMMENDATION_LIMITS = { stay: 6, retreat: 3, service: 4, product: 6 } as const;
/** Candidates read per query before scoring: the rule runs in JavaScript on these few rows. */
const CANDIDATES = 200;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const stayColumns = {
  ...stayCardColumns,
  setting: properties.setting,
  wellnessFeatures: stayRooms.wellnessFeatures,
  amenities: stayRooms.amenities,
  recommendedScore: stayRooms.recommendedScore,
};

/**
 * Published stays (docs/decisions/partner-listings.md) within the budget that offer a wanted feature, best rated first, plus the best rated in the
 * chosen setting (so a large catalogue's top ratings elsewhere cannot crowd the setting out). Both walk
 * stay_rooms' recommended-order index and stop at their limit. Returned unawaited, for EXPLAIN (bench:quiz).
 */
export function stayCandidateQueries(db: Database, answers: QuizAnswers) {
  const maxNightlyCents = Math.floor(dollarsToCents(answers.budget) / DURATION_NIGHTS[answers.duration]);
  const select = () =>
    db.select(stayColumns).from(stayRooms).innerJoin(properties, eq(properties.id, stayRooms.propertyId));
  // The catalogue's recommended order, written as its index is (recommended_score desc nulls last, id).
  const order = staySort('recommended');
  return {
    byFeature: select()
      .where(
        and(
          sql`${stayRooms.published}`,
          lte(stayRooms.priceCents, maxNightlyCents),
          sql`${stayRooms.wellnessFeatures} && ${textArray(featuresWanted(answers))}`,
        ),
      )
      .orderBy(...order)
      .limit(CANDIDATES),
    bySetting: select()
      .where(
        and(
          sql`${stayRooms.published}`,
          lte(stayRooms.priceCents, maxNightlyCents),
          eq(properties.setting, answers.environment),
        ),
      )
      .orderBy(...order)
      .limit(CANDIDATES / 2),
  };
}

async function stayCandidates(db: Database, answers: QuizAnswers) {
  const { byFeature, bySetting } = stayCandidateQueries(db, answers);
  const [a, b] = await Promise.all([byFeature, bySetting]);
  return [...new Map([...a, ...b].map((row) => [row.id, row])).values()];
}

/** Retreat candidates read before scoring: the soonest that could be suggested. */
const RETREAT_CANDIDATES = 50;

/**
 * Published retreats starting after today (UTC) with a spot left and a "from" price per person within
 * the budget, soonest first: one query on the published retreats' start index, each with its card's figures.
 */
export async function retreatCandidates(db: Database, answers: QuizAnswers, now = new Date()) {
  const today = utcDay(0, now.getTime());
  const where = sql`r.status = 'published' and r.start_date > ${today}::date and o.spots_left > 0
    and o.from_price <= ${dollarsToCents(answers.budget)}`;
  const { rows } = (await db.execute(
    cardQuery(today, where, sql`order by r.start_date, r.id limit ${RETREAT_CANDIDATES}`),
  )) as unknown as { rows: Parameters<typeof toCard>[0][] };
  return rows.map(toCard);
}

/** A suggestion's card: a journey target's, or a retreat's (which a journey plan does not hold). */
type SuggestionCard = Omit<TargetCard, 'kind'> & { kind: Recommendation['kind'] };

type RetreatRow = Awaited<ReturnType<typeof retreatCandidates>>[number];

/** A retreat as a suggestion's card: its place and dates under the title, its from price per person. */
const retreatCard = (r: RetreatRow): SuggestionCard => ({
  kind: 'retreat',
  id: r.id,
  title: r.title,
  subtitle: `${r.propertyName}, ${r.city}, ${r.country} · ${formatIsoDay(r.startDate)} – ${formatIsoDay(r.endDate)}`,
  category: 'Retreat',
  image: r.imageUrl,
  photo: null,
  priceCents: r.fromPriceCents,
  rating: null,
});

function pick<Row extends { id: number }>(
  rows: Row[],
  score: (row: Row) => Scored | null,
  limit: number,
  card: (row: Row) => SuggestionCard,
  shop: (row: Row) => Recommendation['shop'] = () => null,
): Recommendation[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return topScored(rows, score, limit).map(({ id, reason }) => {
    const row = byId.get(id)!;
    const { kind, title, subtitle, category, image, photo, priceCents, rating } = card(row);
    return { kind, id, title, subtitle, category, image, photo, priceCents, rating, reason, shop: shop(row) };
  });
}

/**
 * The quiz's suggestions: stays, then retreats, then services, then products, each best first with its
 * reason.
 */
export async function recommend(db: Database, answers: QuizAnswers): Promise<Recommendation[]> {
  const words = productWordsWanted(answers);
  const [stays, retreatRows, serviceRows, productRows] = await Promise.all([
    stayCandidates(db, answers),
    retreatCandidates(db, answers),
    db
      .select(serviceCardColumns)
      .from(services)
      .where(and(lte(services.priceCents, dollarsToCents(answers.budget)), serviceOnSale))
      .orderBy(asc(services.id))
      .limit(CANDIDATES),
    db
      .select({ ...productCardColumns, productType: products.productType })
      .from(products)
      .where(
        and(
          ne(products.status, 'out_of_stock'),
          lte(products.effectivePriceCents, dollarsToCents(answers.budget)),
          sql`${products.searchText} like any (${textArray(words.map(likePattern))})`,
        ),
      )
      .orderBy(desc(products.isBestSeller), desc(products.rating), asc(products.id))
      .limit(CANDIDATES),
  ]);

  const stay = (row: (typeof stays)[number]): StayCandidate => ({
    id: row.id,
    propertyType: row.propertyType,
    setting: row.setting,
    country: row.country,
    priceCents: row.priceCents,
    wellnessFeatures: row.wellnessFeatures,
    amenities: row.amenities,
    recommendedScore: row.recommendedScore,
  });

  return [
    ...pick(stays, (row) => scoreStay(answers, stay(row)), RECOMMENDATION_LIMITS.stay, stayCard),
    ...pick(
      retreatRows,
      (row) =>
        scoreRetreat(answers, {
          id: row.id,
          startDate: row.startDate,
          endDate: row.endDate,
          fromPriceCents: row.fromPriceCents,
          features: row.features,
        }),
      RECOMMENDATION_LIMITS.retreat,
      retreatCard,
    ),
    ...pick(
      serviceRows,
      (row) =>
        scoreService(answers, {
          id: row.id,
          type: row.type,
          category: row.category,
          priceCents: row.priceCents,
        }),
      RECOMMENDATION_LIMITS.service,
      serviceCard,
    ),
    ...pick(
      productRows,
      (row) =>
        scoreProduct(answers, {
          id: row.id,
          name: row.name,
          category: row.category,
          priceCents: row.effectivePriceCents,
          rating: row.rating,
          available: row.status !== 'out_of_stock',
        }),
      RECOMMENDATION_LIMITS.product,
      productCard,
      (row) => ({ productType: row.productType, status: row.status }),
    ),
  ];
}
