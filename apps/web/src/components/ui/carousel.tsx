import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

type CarouselProps<T> = {
  items: readonly T[];
  /** Names the carousel for assistive technology, e.g. "Photos of Ocean Suite". */
  label: string;
  /** What one item is called in button labels: "Next image", "Go to image 3". */
  itemName?: string;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
};

// A horizontal drag shorter than this is a tap, not a swipe.
const SWIPE_THRESHOLD_PX = 40;

/**
 * One item at a time with previous/next buttons, a counter ("2 / 5") and dots. Arrow keys move it while
 * focus is inside; a swipe (touch, pen or mouse drag) moves it too. It wraps around at both ends.
 */
export function Carousel<T>({ items, label, itemName = 'image', renderItem, className }: CarouselProps<T>) {
  const [index, setIndex] = useState(0);
  const [dragX, setDragX] = useState(0);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const count = items.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const several = count > 1;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!several || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) setDragX(event.clientX - drag.current.startX);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled = false) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.current.startX;
    drag.current = null;
    setDragX(0);
    if (cancelled || Math.abs(dx) < SWIPE_THRESHOLD_PX) return;
    go(dx < 0 ? current + 1 : current - 1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={cn('group/carousel relative rounded-[var(--radius-card)]', className)}
    >
      <div
        className="touch-pan-y overflow-hidden rounded-[var(--radius-card)] bg-sand-100 select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => endDrag(e)}
        onPointerCancel={(e) => endDrag(e, true)}
        onDragStart={(e) => e.preventDefault()}
      >
        <div
          className={cn(
            'flex motion-reduce:transition-none',
            dragX === 0 && 'transition-transform duration-500 ease-out',
          )}
          style={{ transform: `translateX(calc(${-current * 100}% + ${dragX}px))` }}
        >
          {items.map((item, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== current}
              inert={i !== current}
              className="w-full shrink-0"
            >
              {renderItem(item, i)}
            </div>
          ))}
        </div>
      </div>

      {several ? (
        <>
          <CarouselButton side="left" label={`Previous ${itemName}`} onClick={() => go(current - 1)} />
          <CarouselButton side="right" label={`Next ${itemName}`} onClick={() => go(current + 1)} />
          <p
            aria-hidden
            className="pointer-events-none absolute right-3 top-3 rounded-full bg-ink/70 px-3 py-1 text-xs font-medium tabular-nums text-white"
          >
            {current + 1} / {count}
          </p>
          <p className="sr-only" aria-live="polite" aria-atomic>
            {`${itemName[0]?.toUpperCase()}${itemName.slice(1)} ${current + 1} of ${count}`}
          </p>
          <div className="absolute inset-x-0 bottom-2 flex justify-center">
            <div className="flex rounded-full bg-ink/35 px-1.5 backdrop-blur-sm">
              {items.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  aria-label={`Go to ${itemName} ${i + 1}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="group/dot grid size-6 place-items-center rounded-full focus-visible:outline-white"
                >
                  <span
                    className={cn(
                      'block h-2 rounded-full bg-white/60 transition-all group-hover/dot:bg-white',
                      i === current ? 'w-4 bg-white' : 'w-2',
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}

function CarouselButton({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-soft',
        'transition hover:bg-white',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
