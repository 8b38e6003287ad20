import { lazy, Suspense } from 'react';
import type { PropertyFormInput, PropertyFormOutput } from '@restora/shared/contracts/partner-listings';
import type { ReactNode } from 'react';
import { PageLoading } from '../layout/page-loading';

type Props = {
  defaultValues: PropertyFormInput;
  submitLabel: string;
  onSubmit: (values: PropertyFormOutput) => Promise<PropertyFormInput | void>;
  children?: ReactNode;
};

// The form (react-hook-form) and its previews (the articles' Markdown, the map) load after the page's
// first JavaScript, which stays within the 150 KB budget (docs/decisions/bundle-budget.md).
const LoadedForm = lazy(async () => {
  const [{ PropertyForm }, { propertyPreviews }] = await Promise.all([
    import('@/features/partners/components/property-form'),
    import('./property-previews'),
  ]);
  return { default: (props: Props) => <PropertyForm {...props} {...propertyPreviews} /> };
});

/** The property form with the site's Markdown and map previews, loaded on demand. */
export function LazyPropertyForm(props: Props) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LoadedForm {...props} />
    </Suspense>
  );
}
