import type { Product } from '@restora/shared/contracts/shop';
import type { products } from '../../db/schema/shop';

export function toProduct(row: typeof products.$inferSelect): Product {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    priceCents: row.priceCents,
    discountPriceCents: row.discountPriceCents,
    image: row.image,
    rating: Math.round(row.rating * 10) / 10,
    reviews: row.reviews,
    productType: row.productType,
    status: row.status,
    isNew: row.isNew,
    isBestSeller: row.isBestSeller,
    releaseDate: row.releaseDate,
    estimatedShippingDate: row.estimatedShippingDate,
    features: row.features,
    servingSize: row.servingSize,
    servingsPerContainer: row.servingsPerContainer,
    ingredients: row.ingredients,
  };
}
