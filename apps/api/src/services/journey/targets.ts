import { eq, inArray } from 'drizzle-orm';
import type { JourneyItemKind } from '@restora/shared/contracts/journey';
import type { Photo } from '@restora/shared/contracts/photos';
import { PROPERTY_TYPES } from '@restora/shared/domain/stay-vocabulary';
import type { Database } from '../../db/client';
import { services } from '../../db/schema/services';
import { products } from '../../db/schema/shop';
import { properties, stayRooms } from '../../db/schema/stays';
import { cardColumns, toStayCard } from '../stays';

/** What a card shows of a stay room, a service or a product (quiz results and plan items alike). */
export type TargetCard = {
  kind: JourneyItemKind;
  id: number;
  title: string;
  subtitle: string;
  category: string;
  image: string;
  /** A stay's cover photo from its partner (docs/decisions/photos.md), shown instead of `image`. */
  photo: Photo | null;
  /** Cents: per night, per session, or the price a shopper pays. */
  priceCents: number;
  rating: number | null;
};

const TYPE_LABEL = new Map<string, string>(PROPERTY_TYPES.map((t) => [t.value, t.label]));
const round1 = (r: number | null) => (r === null ? null : Math.round(r * 10) / 10);
/** The project's own artwork, for a stay room with neither a partner's photo nor an image. */
const STAY_ARTWORK = '/images/stays/stay-01.svg';

/** A stay's card columns are the catalogue's own (one mapper: services/stays/stay-dto.ts). */
export const stayCardColumns = cardColumns;

/** A stay room's card, from the catalogue's stay card: the partner's cover photo when there is one. */
export const stayCard = (row: Parameters<typeof toStayCard>[0]): TargetCard => {
  const card = toStayCard(row);
  return {
    kind: 'stay',
    id: card.id,
    title: card.title,
    subtitle: `${card.propertyName} · ${card.location.city}, ${card.location.country}`,
    category: TYPE_LABEL.get(card.propertyType) ?? card.propertyType,
    image: card.image ?? STAY_ARTWORK,
    photo: card.photo,
    priceCents: card.priceCents,
    rating: card.rating,
  };
};

export const serviceCardColumns = {
  id: services.id,
  title: services.title,
  category: services.category,
  imageUrl: services.imageUrl,
  priceCents: services.priceCents,
  type: services.type,
};

export const serviceCard = (row: {
  id: number;
  title: string;
  category: string;
  imageUrl: string;
  priceCents: number;
}): TargetCard => ({
  kind: 'service',
  id: row.id,
  title: row.title,
  subtitle: row.category,
  category: row.category,
  image: row.imageUrl,
  photo: null,
  priceCents: row.priceCents,
  rating: null,
});

export const productCardColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  image: products.image,
  effectivePriceCents: products.effectivePriceCents,
  rating: products.rating,
  status: products.status,
};

export const productCard = (row: {
  id: number;
  name: string;
  category: string;
  image: string;
  effectivePriceCents: number;
  rating: number;
}): TargetCard => ({
  kind: 'product',
  id: row.id,
  title: row.name,
  subtitle: row.category,
  category: row.category,
  image: row.image,
  photo: null,
  priceCents: row.effectivePriceCents,
  rating: round1(row.rating),
});

export const targetKey = (kind: JourneyItemKind, id: number) => `${kind}:${id}`;

/** The cards of the targets that still exist, keyed by targetKey; three queries at most, on primary keys. */
export async function loadTargets(
  db: Pick<Database, 'select'>,
  refs: readonly { kind: JourneyItemKind; refId: number }[],
): Promise<Map<string, TargetCard>> {
  const ids = (kind: JourneyItemKind) => [
    ...new Set(refs.filter((r) => r.kind === kind).map((r) => r.refId)),
  ];
  const stayIds = ids('stay');
  const serviceIds = ids('service');
  const productIds = ids('product');
  const [stays, serviceRows, productRows] = await Promise.all([
    stayIds.length
      ? db
          .select(stayCardColumns)
          .from(stayRooms)
          .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
          .where(inArray(stayRooms.id, stayIds))
      : [],
    serviceIds.length
      ? db.select(serviceCardColumns).from(services).where(inArray(services.id, serviceIds))
      : [],
    productIds.length
      ? db.select(productCardColumns).from(products).where(inArray(products.id, productIds))
      : [],
  ]);
  const cards = [...stays.map(stayCard), ...serviceRows.map(serviceCard), ...productRows.map(productCard)];
  return new Map(cards.map((card) => [targetKey(card.kind, card.id), card]));
}
