import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { dropIndex } from '../lib/reorder';

export type DragState = { id: number; to: number };

// Near the top (under the sticky header) or bottom of the window, a drag scrolls the page.
const EDGE_TOP = 120;
const EDGE_BOTTOM = 60;
const MAX_SCROLL_STEP = 18;

function scrollStep(pointerY: number) {
  if (pointerY < EDGE_TOP) return -Math.ceil(((EDGE_TOP - pointerY) / EDGE_TOP) * MAX_SCROLL_STEP);
  const fromBottom = window.innerHeight - pointerY;
  if (fromBottom < EDGE_BOTTOM)
    return Math.ceil(((EDGE_BOTTOM - fromBottom) / EDGE_BOTTOM) * MAX_SCROLL_STEP);
  return 0;
}

/**
 * Drag to reorder with pointer events (mouse, touch and pen alike): press an item's handle, move, and let
 * go where it should land. `to` is the position among the other items that the pointer is over.
 */
export function useDragReorder(onDrop: (id: number, to: number) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const dragRef = useRef<DragState | null>(null);
  const pointerY = useRef(0);
  const frame = useRef(0);
  const [drag, setDrag] = useState<DragState | null>(null);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const update = (next: DragState | null) => {
    dragRef.current = next;
    setDrag(next);
    if (!next) cancelAnimationFrame(frame.current);
  };

  const targetOf = (id: number, y: number) => {
    const others = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-item-id]') ?? []).filter(
      (el) => el.dataset.itemId !== String(id),
    );
    const middles = others.map((el) => {
      const box = el.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    return dropIndex(middles, y);
  };

  // While the pointer rests near an edge the page keeps scrolling, and the landing place follows.
  const autoScroll = () => {
    const current = dragRef.current;
    if (!current) return;
    const step = scrollStep(pointerY.current);
    if (step) {
      window.scrollBy(0, step);
      const to = targetOf(current.id, pointerY.current);
      if (to !== current.to) update({ id: current.id, to });
    }
    frame.current = requestAnimationFrame(autoScroll);
  };

  const handleProps = (id: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || !event.isPrimary) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointerY.current = event.clientY;
      update({ id, to: targetOf(id, event.clientY) });
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(autoScroll);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (dragRef.current?.id !== id) return;
      pointerY.current = event.clientY;
      const to = targetOf(id, event.clientY);
      if (to !== dragRef.current.to) update({ id, to });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (dragRef.current?.id !== id) return;
      // Read the place from this event, not from state that may not have rendered yet.
      const to = targetOf(id, event.clientY);
      update(null);
      onDrop(id, to);
    },
    onPointerCancel: () => update(null),
  });

  return { listRef, drag, handleProps };
}
