import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';
export type ToastItem = {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
};

// One toast at a time: a new toast replaces the one on screen (docs/decisions/screens-and-texts.md).
const TOAST_LIMIT = 1;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }) {
  const item: ToastItem = { id: nextId++, variant: 'default', ...input };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return item.id;
}

export function dismissToast(id: number) {
  emit(toasts.filter((t) => t.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts() {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
