import { sql, type SQL } from 'drizzle-orm';
import type { RetreatCard, RetreatList, RetreatSearch } from '@restora/shared/contracts/retreats';
import { retreatSearchSchema } from '@restora/shared/contracts/retreats';
import { utcDay } from '@restora/shared/domain/booking-window';
import { RETREAT_LENGTH_DAYS, type RetreatLevel } from '@restora/shared/domain/retreats';
import type { Database } from '../../db/client';
import { retreatCoverUrlColumn } from '../photos';

// /retreats (docs/decisions/retreats.md, "Search"): upcoming published retreats in start order, read on the
// partial index of published retreats by start; each card's "from" price, early bird and spots left come
// from its few options in one lateral subquery, its picture from its cover photo (on the photos' retreat
// index) or else its artwork (docs/decisions/photos.md, "Retreat and facilitator photos").

/** Cards are at most about 400 px wide: this covers them at twice the density. */
const CARD_IMAGE_WIDTH = 800;

/** An option's price for a booking made `today`: the early bird's while it lasts (earlyBirdApplies). */
export const currentPriceSql = (today: string) => sql`case when o.early_bird_price_cents is not null
  and (o.early_bird_until is not null or o.early_bird_spots is not null)
  and (o.early_bird_until is null or o.early_bird_until >= ${today}::date)
  and (o.early_bird_spots is null or o.early_taken < o.early_bird_spots)
  then o.early_bird_price_cents else o.price_cents end`;

type Row = {
  id: number;
  title: string;
  summary: string;
  start_date: string;
  end_date: string;
  image_url: string;
  level: RetreatLevel;
  features: string[];
  property_name: string;
  city: string;
  country: string;
  from_price: number;
  from_full: number;
  from_until: string | null;
  spots_left: number;
  /** The retreat's cover photo at a card's size, when it has one; else the card shows the artwork. */
  cover_url: string | null;
};

export const toCard = (r: Row): RetreatCard => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  startDate: String(r.start_date).slice(0, 10),
  endDate: String(r.end_date).slice(0, 10),
  propertyName: r.property_name,
  city: r.city,
  country: r.country,
  imageUrl: r.cover_url ?? r.image_url,
  level: r.level,
  features: r.features,
  fromPriceCents: Number(r.from_price),
  fullPriceCents: Number(r.from_full) !== Number(r.from_price) ? Number(r.from_full) : null,
  earlyBirdUntil:
    Number(r.from_full) !== Number(r.from_price) && r.from_until ? String(r.from_until).slice(0, 10) : null,
  spotsLeft: Number(r.spots_left),
});

/** The card's columns and options, for any list of retreats (search, the home page, the quiz). */
export function cardQuery(today: string, where: SQL, tail: SQL) {
  return sql`select r.id, r.title, r.summary, r.start_date, r.end_date, r.image_url, r.level, r.features,
      p.name as property_name, p.city, p.country, o.from_price, o.from_full, o.from_until, o.spots_left,
      ${retreatCoverUrlColumn(CARD_IMAGE_WIDTH)} as cover_url
    from retreats r
    join properties p on p.id = r.property_id
    cross join lateral (
      select min(x.cur) as from_price,
        (array_agg(x.price_cents order by x.cur, x.price_cents))[1] as from_full,
        (array_agg(x.early_bird_until order by x.cur, x.price_cents))[1] as from_until,
        sum(greatest(0, x.spots - x.taken - x.held))::int as spots_left
      from (select o.*, ${currentPriceSql(today)} as cur from retreat_options o where o.retreat_id = r.id) x
    ) o
    where ${where}
    ${tail}`;
}

/**
 * The search's conditions on a retreat and its property. The price and spots filters ask whether some
 * option qualifies (EXISTS on the options' index), so neither the page nor the count computes every
 * retreat's card: the page reads the published-start index in order and stops at its last card.
 */
function conditions(q: ReturnType<typeof retreatSearchSchema.parse>, today: string): SQL {
  const list: SQL[] = [sql`r.status = 'published'`, sql`r.start_date > ${today}::date`];
  if (q.month) {
    const start = `${q.month}-01`;
    list.push(
      sql`r.start_date >= ${start}::date and r.start_date < (${start}::date + interval '1 month')::date`,
    );
  }
  if (q.country) list.push(sql`lower(p.country) = lower(${q.country})`);
  if (q.length) {
    const [min, max] = RETREAT_LENGTH_DAYS[q.length];
    list.push(sql`(r.end_date - r.start_date + 1) between ${min} and ${max}`);
  }
  if (q.focus) list.push(sql`${q.focus} = any(r.features)`);
  if (q.maxPriceCents !== undefined)
    list.push(
      sql`exists (select 1 from retreat_options o where o.retreat_id = r.id and ${currentPriceSql(today)} <= ${q.maxPriceCents})`,
    );
  if (q.spots !== undefined)
    list.push(
      sql`exists (select 1 from retreat_options o where o.retreat_id = r.id and o.spots - o.taken - o.held >= ${q.spots})`,
    );
  return sql.join(list, sql` and `);
}

export async function searchRetreats(
  db: Database,
  query: RetreatSearch,
  now = new Date(),
): Promise<RetreatList> {
  const q = retreatSearchSchema.parse(query);
  const today = utcDay(0, now.getTime());
  const where = conditions(q, today);
  const offset = (q.page - 1) * q.pageSize;
  const [found, counted, countries] = (await Promise.all([
    db.execute(
      cardQuery(today, where, sql`order by r.start_date, r.id limit ${q.pageSize} offset ${offset}`),
    ),
    db.execute(
      sql`select count(*)::int as total from retreats r join properties p on p.id = r.property_id where ${where}`,
    ),
    // The countries with an upcoming retreat, for the filter: few properties, each asked on its index.
    db.execute(sql`select distinct p.country from properties p where exists (select 1 from retreats r
      where r.property_id = p.id and r.status = 'published' and r.start_date > ${today}::date) order by 1`),
  ])) as unknown as [{ rows: Row[] }, { rows: { total: number }[] }, { rows: { country: string }[] }];
  const total = Number(counted.rows[0]?.total ?? 0);
  return {
    items: found.rows.map(toCard),
    total,
    page: q.page,
    pageCount: Math.max(1, Math.ceil(total / q.pageSize)),
    countries: countries.rows.map((c) => c.country),
  };
}
