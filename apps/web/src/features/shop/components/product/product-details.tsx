import { Check } from 'lucide-react';
import type { Product } from '@restora/shared/contracts/shop';

/** Key Features, then the details: serving facts for consumables, dimensions and materials for gear. */
export function ProductDetails({ product }: { product: Product }) {
  const consumable = product.servingsPerContainer !== null;
  const rows = [
    { label: consumable ? 'Serving size' : 'Dimensions', value: product.servingSize },
    {
      label: 'Servings per container',
      value: product.servingsPerContainer === null ? null : String(product.servingsPerContainer),
    },
    { label: consumable ? 'Ingredients' : 'Materials', value: product.ingredients },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));

  return (
    <div className="grid gap-10 wrap-anywhere md:grid-cols-2">
      {product.features.length ? (
        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-xl font-semibold">
            Key Features
          </h2>
          <ul className="mt-4 grid gap-3">
            {product.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-sand-800">
                <Check className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {rows.length ? (
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-xl font-semibold">
            Product details
          </h2>
          <dl className="mt-4 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
            {rows.map((row) => (
              <div key={row.label} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <dt className="text-sm font-semibold text-ink">{row.label}</dt>
                <dd className="text-sm text-sand-800">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
