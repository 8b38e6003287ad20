import { useId, type PointerEvent, type Ref } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowRight, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import type { PlanItem } from '@restora/shared/contracts/journey';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatItemPrice, KIND_LABELS } from '../lib/format';
import { itemHref } from '../lib/item-link';
import { ItemNoteForm } from './forms-on-demand';

export type MoveDirection = 'up' | 'down';

type PlanItemCardProps = {
  planId: number;
  item: PlanItem;
  index: number;
  count: number;
  dragging: boolean;
  /** A line showing where the dragged item would land: above or below this one. */
  dropMark: 'before' | 'after' | null;
  handleProps: Record<`onPointer${string}`, (event: PointerEvent<HTMLElement>) => void>;
  moveButtonRef: (direction: MoveDirection) => Ref<HTMLButtonElement>;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  removing: boolean;
};

/** One stay, service or product in the plan: what it is, its note, and the ways to book, move or remove it. */
export function PlanItemCard(props: PlanItemCardProps) {
  const { planId, item, index, count, dragging, dropMark, handleProps, moveButtonRef, onMove } = props;
  const id = useId();
  return (
    <li data-item-id={item.id} className="relative">
      {dropMark ? (
        <div
          aria-hidden
          className={cn(
            'absolute inset-x-2 h-1 rounded-full bg-primary-500',
            dropMark === 'before' ? '-top-2.5' : '-bottom-2.5',
          )}
        />
      ) : null}
      <article
        aria-labelledby={`${id}-title`}
        className={cn(
          'grid gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft transition-opacity sm:p-5',
          dragging && 'opacity-60 ring-2 ring-primary-300',
        )}
      >
        <div className="flex gap-3 sm:gap-4">
          <div
            aria-hidden
            title="Drag to reorder"
            className="-ml-1 flex w-6 shrink-0 cursor-grab touch-none select-none items-center justify-center rounded-lg text-sand-500 hover:bg-sand-100 hover:text-sand-700 active:cursor-grabbing"
            data-testid="drag-handle"
            {...handleProps}
          >
            <GripVertical className="size-5" />
          </div>
          {/* A thumbnail: a partner's photo at its smallest stored size (WebP), else the artwork. */}
          <img
            src={item.photo?.sizes[0]?.webp ?? item.image}
            alt={item.photo?.alt || item.title}
            width={96}
            height={96}
            loading="lazy"
            className="size-16 shrink-0 rounded-xl bg-sand-100 object-cover sm:size-24"
          />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold uppercase tracking-wider text-primary-700">
              {KIND_LABELS[item.kind]}
            </p>
            <h3 id={`${id}-title`} className="mt-0.5 wrap-anywhere text-lg font-semibold leading-snug">
              {item.title}
            </h3>
            {item.subtitle ? <p className="wrap-anywhere text-sm text-sand-700">{item.subtitle}</p> : null}
            <p className="mt-1 text-sm font-medium tabular-nums text-ink">
              {formatItemPrice(item.kind, item.priceCents)}
            </p>
          </div>
        </div>
        <ItemNoteForm planId={planId} item={item} idPrefix={id} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-sand-100 pt-4">
          <div className="flex flex-wrap items-center gap-2">
            <Button asChild size="sm">
              <Link to={itemHref(item)}>
                Book/Inquire
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${item.title}`}
              disabled={props.removing}
              onClick={props.onRemove}
              className="text-sand-700 hover:text-danger"
            >
              <Trash2 aria-hidden />
              Remove
            </Button>
          </div>
          <div className="ml-auto flex items-center gap-1">
            <span className="mr-1 text-sm text-sand-600 tabular-nums" aria-hidden>
              {index + 1} / {count}
            </span>
            <Button
              ref={moveButtonRef('up')}
              variant="outline"
              size="icon"
              className="size-10 scroll-mb-6 scroll-mt-28"
              aria-label={`Move up: ${item.title}`}
              title="Move up"
              disabled={index === 0}
              onClick={() => onMove('up')}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              ref={moveButtonRef('down')}
              variant="outline"
              size="icon"
              className="size-10 scroll-mb-6 scroll-mt-28"
              aria-label={`Move down: ${item.title}`}
              title="Move down"
              disabled={index === count - 1}
              onClick={() => onMove('down')}
            >
              <ArrowDown aria-hidden />
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
