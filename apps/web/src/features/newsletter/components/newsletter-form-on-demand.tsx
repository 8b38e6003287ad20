import { lazy, Suspense, type ComponentProps } from 'react';

// Below the fold wherever it appears: the form libraries load after the page, not with it. The
// placeholder has the field's height, so nothing moves when the form arrives.
const NewsletterForm = lazy(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })));

export function NewsletterFormOnDemand(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <Suspense fallback={<div className={`${props.className ?? ''} h-11 rounded-xl bg-white/10`} />}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}
