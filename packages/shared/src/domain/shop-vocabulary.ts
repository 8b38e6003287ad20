/** Fixed values of the shop; no zod here, so the site can use them without loading the schemas. */

export const PRODUCT_TYPES = ['buy_now', 'pre_order'] as const;
export const PRODUCT_STATUSES = ['in_stock', 'limited_stock', 'out_of_stock', 'coming_soon'] as const;
/**
 * The marketplace's static categories (docs/decisions/marketplace-search.md); products may carry others too.
 */
export const MARKETPLACE_CATEGORIES = ['Supplements', 'Equipment', 'Apparel', 'Snacks'] as const;
export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'pre_ordered', 'cancelled'] as const;
