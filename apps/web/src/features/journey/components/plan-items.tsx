import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PlanDetail, PlanItem } from '@restora/shared/contracts/journey';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { getPlanQueryOptions } from '../api/get-plans';
import { useRemoveItem, useReorderItems } from '../api/plan-mutations';
import { formatItemCount } from '../lib/format';
import { moveId } from '../lib/reorder';
import { PlanItemCard, type MoveDirection } from './plan-item-card';
import { useDragReorder } from './use-drag-reorder';

/** The plan's items in order, reordered by dragging a handle or with Move up / Move down. */
export function PlanItems({ plan }: { plan: PlanDetail }) {
  const queryClient = useQueryClient();
  const reorder = useReorderItems(plan.id);
  const remove = useRemoveItem(plan.id);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: number; direction: MoveDirection } | null>(null);
  const items = plan.items;
  const order = items.map((item) => item.id).join(',');

  // Moving an item moves its card, and the browser may drop focus from a moved node: put it back on the
  // same button, or on the other one when the item reached an end and that button is now disabled.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const same = moveButtons.current.get(`${target.id}:${target.direction}`);
    const other = moveButtons.current.get(`${target.id}:${target.direction === 'up' ? 'down' : 'up'}`);
    const button = same && !same.disabled ? same : other;
    button?.focus();
    // Focus that never left the button does not scroll: follow the item to its new place.
    button?.scrollIntoView?.({ block: 'nearest' });
  }, [order]);

  const moveTo = (item: PlanItem, to: number) => {
    // The cache, not this render: a second quick move starts from where the first one put things.
    const current =
      queryClient.getQueryData(getPlanQueryOptions(plan.id).queryKey)?.items.map((i) => i.id) ??
      items.map((i) => i.id);
    const next = moveId(current, item.id, to);
    if (next.join(',') === current.join(',')) return;
    setAnnouncement(`Moved ${item.title} to position ${next.indexOf(item.id) + 1} of ${next.length}`);
    // Awaited, not mutate(next, { onError }): a quick second move calls the same hook again, and TanStack
    // Query then drops the callbacks of the first, so its failure would pass unsaid.
    void reorder.mutateAsync(next).catch((error: Error) => {
      setAnnouncement(`Could not move ${item.title}: the previous order is back.`);
      toast({ title: 'Could not reorder', description: error.message, variant: 'destructive' });
    });
  };

  const onMove = (item: PlanItem, direction: MoveDirection) => {
    const index = items.findIndex((i) => i.id === item.id);
    focusAfterMove.current = { id: item.id, direction };
    moveTo(item, direction === 'up' ? index - 1 : index + 1);
  };

  const { listRef, drag, handleProps } = useDragReorder((id, to) => {
    const item = items.find((i) => i.id === id);
    if (item) moveTo(item, to);
  });

  // Awaited for the same reason: removing a second item before the first answered would drop the first's toast.
  const onRemove = async (item: PlanItem) => {
    try {
      await remove.mutateAsync(item.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast({ title: 'Could not remove the item', description: message, variant: 'destructive' });
      return;
    }
    toast({ title: 'Item removed', description: `${item.title} has been removed from your plan.` });
    heading.current?.focus();
  };

  const dragFrom = drag ? items.findIndex((i) => i.id === drag.id) : -1;
  const others = drag ? items.filter((i) => i.id !== drag.id) : [];
  const dropMark = (item: PlanItem): 'before' | 'after' | null => {
    if (!drag || drag.to === dragFrom || item.id === drag.id) return null;
    const at = others.findIndex((i) => i.id === item.id);
    if (at === drag.to) return 'before';
    return at === others.length - 1 && drag.to === others.length ? 'after' : null;
  };

  return (
    <section aria-labelledby="journey-items-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id="journey-items-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
        >
          Items in this plan
        </h2>
        <p className="text-sm text-sand-600">{formatItemCount(items.length)}</p>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.length ? (
        <>
          {items.length > 1 ? (
            <p className="text-sm text-sand-700">
              Drag an item by its handle, or use the arrow buttons, to change the order.
            </p>
          ) : null}
          <ol ref={listRef} className="grid gap-4">
            {items.map((item, index) => (
              <PlanItemCard
                key={item.id}
                planId={plan.id}
                item={item}
                index={index}
                count={items.length}
                dragging={drag?.id === item.id}
                dropMark={dropMark(item)}
                handleProps={handleProps(item.id)}
                moveButtonRef={(direction) => (el) => {
                  const key = `${item.id}:${direction}`;
                  if (el) moveButtons.current.set(key, el);
                  else moveButtons.current.delete(key);
                }}
                onMove={(direction) => onMove(item, direction)}
                onRemove={() => void onRemove(item)}
                removing={remove.isPending && remove.variables === item.id}
              />
            ))}
          </ol>
        </>
      ) : (
        <div className="rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold">No items in this plan yet.</p>
          <p className="mt-1 text-sand-700">
            Find stays, services and products that suit you, then save them to your plan.
          </p>
          <Button asChild variant="outline" className="mt-5">
            <Link to={paths.discoveryQuiz.to()}>Take the Discovery Quiz</Link>
          </Button>
        </div>
      )}
    </section>
  );
}
