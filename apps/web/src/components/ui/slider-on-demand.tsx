import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import type { Slider as LoadedSliderType } from './slider';

// Radix's slider (about 8 KB gzipped) is not part of the page's first JavaScript: it loads with the page,
// and a bar of its height holds its place meanwhile (a server-rendered page keeps the server's slider).
const LoadedSlider = lazy(() => import('./slider').then((m) => ({ default: m.Slider })));

export function Slider(props: ComponentProps<typeof LoadedSliderType>) {
  return (
    <Suspense fallback={<div aria-hidden className={cn('h-6 w-full', props.className)} />}>
      <LoadedSlider {...props} />
    </Suspense>
  );
}
