import { lazy, Suspense, useState } from 'react';
import { useToasts } from './toast-store';

// Radix's toast (about 9 KB gzipped) is not part of the page: it loads with the first toast and stays.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function ToasterOnDemand() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
