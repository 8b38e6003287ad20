/**
 * What a person did on the server-rendered page before the app took it over, as recorded by
 * early-input-recorder.ts (from boot.ts, inlined into the page), done again once the app answers.
 * See docs/decisions/early-input.md.
 */
import type { EarlyEvent, EarlyInput } from './early-input-recorder';

function resolve(target: Element, path: number[]): Element | undefined {
  if (target.isConnected) return target;
  let node: Element | undefined = document.getElementById('root') ?? undefined;
  for (const index of path) node = node?.children[index];
  return node;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (node: Element | undefined): node is Field =>
  node instanceof HTMLInputElement ||
  node instanceof HTMLTextAreaElement ||
  node instanceof HTMLSelectElement;

/**
 * Gives the app a value typed before it could listen. React remembers the last value it saw on the element
 * and fires onChange only for a different one, so the element first shows it another value through its
 * own (tracked) setter, then the typed one through the prototype's setter, and an input event follows.
 */
function retype(field: Field, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setValue) return;
  field.value = `${value}\u0000`;
  setValue.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Makes React take over the element now if it has not yet: it hydrates the page's Suspense boundaries
 * after the rest, and would otherwise read a value typed before as the value it already knew. An event
 * React replays for hydration (`auxclick`) that nothing in the app handles, and that does not bubble to any
 * handler, makes it hydrate the boundaries around the element at once.
 */
function hydrateNow(target: Element) {
  target.dispatchEvent(new MouseEvent('auxclick', { bubbles: false, cancelable: true, button: 1 }));
}

function eventFor({ type, init }: EarlyEvent): Event {
  const options = { ...init, bubbles: true, cancelable: true, composed: true, view: window };
  if (type.startsWith('pointer') && typeof PointerEvent === 'function')
    return new PointerEvent(type, options);
  if (type === 'keydown') return new KeyboardEvent(type, options);
  return new MouseEvent(type, options);
}

/**
 * Does again, in order, what was recorded: the typed values first, then the clicks, keys and submissions.
 * Call it once React has committed the page, outside React's own work (not in an effect: React hydrates
 * on demand only when it is not busy).
 */
export async function replayEarlyInput({ events, values }: EarlyInput) {
  // Once only, whoever calls (React runs effects twice in development).
  const typed = [...values];
  const done = events.splice(0);
  values.clear();
  for (const [target, { value, path }] of typed) {
    const field = resolve(target, path);
    if (!isField(field)) continue;
    hydrateNow(field);
    retype(field, value);
  }
  let keyPrevented = false;
  for (const event of done) {
    const target = resolve(event.target, event.path);
    if (!target || (event.fromKey && keyPrevented)) continue;
    hydrateNow(target);
    if (event.type === 'submit') {
      if (target instanceof HTMLFormElement) {
        const submitter = event.submitter?.isConnected ? event.submitter : null;
        target.requestSubmit(submitter);
      }
      continue;
    }
    const allowed = target.dispatchEvent(eventFor(event));
    if (event.type === 'keydown') keyPrevented = !allowed;
    // React renders what an event changed in a microtask: the next event must see that (a second click
    // of a double click undoes the first).
    await Promise.resolve();
  }
}
