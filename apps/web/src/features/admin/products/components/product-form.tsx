import { useWatch } from 'react-hook-form';
import type { AdminProductInput } from '@restora/shared/contracts/shop';
import { PRODUCT_STATUSES } from '@restora/shared/domain/shop-vocabulary';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useRecordForm } from '@/lib/saved-record';
import { STATUS_LABELS } from '@/features/admin/components/product-stock-editor';
import type { ProductFormValues } from '@restora/shared/contracts/admin-product-form';
import { FormAlert } from '@/components/ui/form-alert';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/admin-product-form').then((m) => m.productFormSchema),
);

const FIELDS = [
  'name',
  'category',
  'description',
  'price',
  'discountPrice',
  'image',
  'productType',
  'status',
  'stock',
  'releaseDate',
  'estimatedShippingDate',
  'features',
  'servingSize',
  'servingsPerContainer',
  'ingredients',
] as const;

/** The API's prices are cents (priceCents, discountPriceCents); the form types them as dollars. */
function onFormFields(error: unknown) {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const { priceCents, discountPriceCents, ...rest } = error.fields;
  const fields = {
    ...rest,
    ...(priceCents ? { price: priceCents } : {}),
    ...(discountPriceCents ? { discountPrice: discountPriceCents } : {}),
  };
  return new ApiError(error.status, error.code, error.message, fields);
}

/** The project's product artwork (apps/web/public/images/products). */
export const PRODUCT_IMAGES = Array.from(
  { length: 30 },
  (_, i) => `/images/products/product-${String(i + 1).padStart(2, '0')}.svg`,
);

type Props = {
  defaultValues: ProductFormValues;
  submitLabel: string;
  onSubmit: (input: AdminProductInput) => Promise<unknown>;
};

/** Every field of a product (docs/decisions/admin-content.md); what was typed stays when a save fails. */
export function ProductForm({ defaultValues, submitLabel, onSubmit }: Props) {
  const { id, form, submit, formError, field } = useRecordForm({
    resolver,
    record: defaultValues,
    fields: FIELDS,
    save: onSubmit,
    toFields: onFormFields,
  });
  const { isSubmitting } = form.formState;
  const [image, productType] = useWatch({ control: form.control, name: ['image', 'productType'] });

  return (
    <form noValidate onSubmit={submit} onFocus={resolver.preload} aria-label="Product" className="mt-6">
      <fieldset disabled={isSubmitting} className="grid gap-6">
        <FormAlert message={formError} />
        <div className="grid gap-5 md:grid-cols-2">
          <FormField {...field('name')} label="Name">
            {(aria) => <Input {...aria} {...form.register('name')} />}
          </FormField>
          <FormField
            {...field('category')}
            label="Category"
            hint="Supplements, Equipment, Apparel, Snacks or your own."
          >
            {(aria) => <Input {...aria} list={`${id}-categories`} {...form.register('category')} />}
          </FormField>
          <datalist id={`${id}-categories`}>
            {['Supplements', 'Equipment', 'Apparel', 'Snacks'].map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </div>
        <FormField {...field('description')} label="Description">
          {(aria) => <Textarea rows={4} {...aria} {...form.register('description')} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField {...field('price')} label="Price (USD)">
            {(aria) => <Input {...aria} inputMode="decimal" {...form.register('price')} />}
          </FormField>
          <FormField {...field('discountPrice')} label="Discount price (optional)">
            {(aria) => <Input {...aria} inputMode="decimal" {...form.register('discountPrice')} />}
          </FormField>
          <FormField {...field('stock')} label="Stock">
            {(aria) => <Input {...aria} inputMode="numeric" {...form.register('stock')} />}
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-[1fr_auto] sm:items-end">
          <FormField {...field('image')} label="Picture">
            {(aria) => (
              <Select {...aria} {...form.register('image')}>
                {PRODUCT_IMAGES.map((src, i) => (
                  <option key={src} value={src}>
                    Product artwork {i + 1}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <img
            src={image}
            alt="The chosen picture"
            width={96}
            height={96}
            className="size-24 rounded-xl border border-sand-200 object-cover"
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('productType')} label="Sold as">
            {(aria) => (
              <Select {...aria} {...form.register('productType')}>
                <option value="buy_now">Buy now</option>
                <option value="pre_order">Pre-order</option>
              </Select>
            )}
          </FormField>
          <FormField {...field('status')} label="Status">
            {(aria) => (
              <Select {...aria} {...form.register('status')}>
                {PRODUCT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        {productType === 'pre_order' ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField {...field('releaseDate')} label="Release date">
              {(aria) => <Input {...aria} type="date" {...form.register('releaseDate')} />}
            </FormField>
            <FormField {...field('estimatedShippingDate')} label="Estimated shipping date">
              {(aria) => <Input {...aria} type="date" {...form.register('estimatedShippingDate')} />}
            </FormField>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-6 text-sm font-medium">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-primary-700" {...form.register('isNew')} />
            Marked new
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-primary-700" {...form.register('isBestSeller')} />
            Bestseller
          </label>
        </div>
        <FormField {...field('features')} label="Features (one per line, up to 10)">
          {(aria) => <Textarea rows={4} {...aria} {...form.register('features')} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('servingSize')} label="Serving size (optional)">
            {(aria) => <Input {...aria} {...form.register('servingSize')} />}
          </FormField>
          <FormField {...field('servingsPerContainer')} label="Servings per container (optional)">
            {(aria) => <Input {...aria} inputMode="numeric" {...form.register('servingsPerContainer')} />}
          </FormField>
        </div>
        <FormField {...field('ingredients')} label="Ingredients (optional)">
          {(aria) => <Textarea rows={2} {...aria} {...form.register('ingredients')} />}
        </FormField>
        <div>
          <Button type="submit">{isSubmitting ? 'Saving...' : submitLabel}</Button>
        </div>
      </fieldset>
    </form>
  );
}
