import { z } from 'zod';
import { dollarsToCents } from '../domain/format';
import { adminProductSchema } from './shop';

/**
 * The back office's product editor (docs/decisions/admin-content.md). The editor's fields are text (numbers and dates as typed, features one per line); this turns them into
 * the API's product and checks it with the API's own schema, so the messages are the same on both sides.
 */
export type ProductFormValues = {
  name: string;
  category: string;
  description: string;
  price: string;
  discountPrice: string;
  image: string;
  productType: 'buy_now' | 'pre_order';
  status: 'in_stock' | 'limited_stock' | 'out_of_stock' | 'coming_soon';
  stock: string;
  isNew: boolean;
  isBestSeller: boolean;
  releaseDate: string;
  estimatedShippingDate: string;
  features: string;
  servingSize: string;
  servingsPerContainer: string;
  ingredients: string;
};

const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
const optionalNumber = (v: string) => (v.trim() === '' ? null : Number(v));
const optionalText = (v: string) => (v.trim() === '' ? null : v.trim());

export function toProductInput(v: ProductFormValues) {
  return {
    name: v.name,
    category: v.category,
    description: v.description,
    priceCents: dollarsToCents(v.price),
    discountPriceCents: v.discountPrice.trim() === '' ? null : dollarsToCents(v.discountPrice),
    image: v.image,
    productType: v.productType,
    status: v.status,
    stock: number(v.stock),
    isNew: v.isNew,
    isBestSeller: v.isBestSeller,
    releaseDate: optionalText(v.releaseDate),
    estimatedShippingDate: optionalText(v.estimatedShippingDate),
    features: v.features
      .split('\n')
      .map((f) => f.trim())
      .filter(Boolean),
    servingSize: optionalText(v.servingSize),
    servingsPerContainer: optionalNumber(v.servingsPerContainer),
    ingredients: optionalText(v.ingredients),
  };
}

/** The form's fields the contract's cents come from: its messages land on the fields typed. */
const FORM_FIELD: Record<string, string> = { priceCents: 'price', discountPriceCents: 'discountPrice' };

export const productFormSchema = z
  .custom<ProductFormValues>()
  .transform(toProductInput)
  .transform((input, ctx) => {
    const result = adminProductSchema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path.map((p) => (typeof p === 'string' ? (FORM_FIELD[p] ?? p) : p)),
      });
    }
    return z.NEVER;
  });
