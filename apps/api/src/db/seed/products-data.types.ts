export type ProductCategory =
  | 'Supplements'
  | 'Equipment'
  | 'Apparel'
  | 'Snacks'
  | 'Fitness Accessories'
  | 'Bath & Fitness Accessories'
  | 'Accessories'
  | 'Travel Gear'
  | 'Tech Gear';

export type ProductStatus = 'in_stock' | 'limited_stock' | 'out_of_stock' | 'coming_soon';

export type SeedProduct = {
  name: string;
  category: ProductCategory;
  description: string;
  /** Dollars with cents, e.g. 49.99. */
  price: number;
  /** Lower than price, or null. */
  discountPrice: number | null;
  /** '/images/products/product-NN.svg' */
  image: string;
  rating: number;
  reviews: number;
  productType: 'buy_now' | 'pre_order';
  status: ProductStatus;
  /** Units in stock (0 for out_of_stock; pre-orders and coming_soon may have a quota). */
  stock: number;
  isNew: boolean;
  isBestSeller: boolean;
  /** YYYY-MM-DD, for pre-orders and coming-soon items. */
  releaseDate: string | null;
  estimatedShippingDate: string | null;
  features: string[];
  /** "Dimensions text" for gear, or a serving size for consumables. */
  servingSize: string | null;
  servingsPerContainer: number | null;
  /** "Material text" for gear, or ingredients for consumables. */
  ingredients: string | null;
};
