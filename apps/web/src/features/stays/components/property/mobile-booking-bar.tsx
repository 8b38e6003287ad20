import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';

type MobileBookingBarProps = { priceCents: number; targetId: string };

/**
 * On phones the booking panel sits below all the details; while it is still further down the page this
 * bar keeps the price in view and takes the visitor to it.
 */
export function MobileBookingBar({ priceCents, targetId }: MobileBookingBarProps) {
  const [panelBelow, setPanelBelow] = useState(false);

  // Subscribes to where the panel is on screen; loads nothing.
  useEffect(() => {
    const panel = document.getElementById(targetId);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPanelBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, [targetId]);

  if (!panelBelow) return null;

  const goToPanel = () => {
    const panel = document.getElementById(targetId);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    panel?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  };

  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-200 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-16px_rgb(31_42_38/0.3)] backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-2xl items-center justify-between gap-4">
        <p className="flex items-baseline gap-1.5">
          <span className="font-display text-2xl font-semibold">{formatMoney(priceCents)}</span>
          <span className="text-sm text-sand-700">per night</span>
        </p>
        <Button onClick={goToPanel}>Check availability</Button>
      </div>
    </div>
  );
}
