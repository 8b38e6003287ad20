import { describe, expect, it } from 'vitest';
import { productFormSchema, type ProductFormValues } from './admin-product-form';

const typed: ProductFormValues = {
  name: 'Cedar Sleep Mist',
  category: 'Sleep',
  description: 'A pillow mist of cedar and lavender for the first night away.',
  price: '18.50',
  discountPrice: '',
  image: '/images/products/product-04.svg',
  productType: 'pre_order',
  status: 'coming_soon',
  stock: '0',
  isNew: true,
  isBestSeller: false,
  releaseDate: '2027-02-01',
  estimatedShippingDate: '',
  features: 'Cedar and lavender\n\n  Travel size 50 ml  \n',
  servingSize: ' ',
  servingsPerContainer: '',
  ingredients: '',
};

describe('the product editor form', () => {
  it('turns typed text into the API product: cents, numbers, nulls for empty fields, one feature a line', () => {
    const { price, discountPrice, ...rest } = typed;
    expect([price, discountPrice]).toEqual(['18.50', '']);
    expect(productFormSchema.parse(typed)).toEqual({
      ...rest,
      priceCents: 1850,
      discountPriceCents: null,
      stock: 0,
      estimatedShippingDate: null,
      features: ['Cedar and lavender', 'Travel size 50 ml'],
      servingSize: null,
      servingsPerContainer: null,
      ingredients: null,
    });
  });

  it("gives the contract's messages on the fields typed wrong", () => {
    const result = productFormSchema.safeParse({
      ...typed,
      price: '',
      stock: '2.5',
      discountPrice: '30',
      releaseDate: '2027-02-30',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      price: 'Price: a number of dollars',
      stock: 'Stock: a whole number',
      releaseDate: 'This date does not exist',
    });
  });

  it("puts the messages of the API's cents on the fields typed in dollars", () => {
    const result = productFormSchema.safeParse({ ...typed, price: '20', discountPrice: '30' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['discountPrice', 'The discount price must be lower than the price'],
    ]);
    const fraction = productFormSchema.safeParse({ ...typed, price: '20.505' });
    expect(fraction.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['price', 'Price: whole cents only'],
    ]);
  });
});
