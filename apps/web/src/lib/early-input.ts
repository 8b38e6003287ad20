/**
 * What a person did on the server-rendered page that the app could not answer yet, as held by
 * early-input-recorder.ts (from boot.ts, inlined into the page), done again once the app answers.
 * See docs/decisions/early-input.md.
 */
import type { EarlyEvent, EarlyInput } from './early-input-recorder';

/**
 * How long input waits for its part of the page to be taken over (its code to come) before it is dropped.
 * Generous: on a busy phone a chunk can take seconds.
 */
const HOLD_MS = 15_000;
const WAIT_MS = 50;

const pageNow = () => window.location.pathname + window.location.search;

/** The element, or the one of its kind at its place if the app replaced it. */
function resolve(target: Element, path: number[]): Element | undefined {
  if (target.isConnected) return target;
  let node: Element | undefined = document.getElementById('root') ?? undefined;
  for (const index of path) node = node?.children[index];
  return node?.tagName === target.tagName ? node : undefined;
}

/**
 * The element again, once the app can answer an event on it (asking makes React take it over at once if it
 * can). React may replace a part it has not taken over by its placeholder until that part's code comes, so
 * a missing element is waited for too. Undefined when the page has changed since, or the element has not
 * come back and answered in time.
 */
async function whenTakeable(
  input: EarlyInput,
  target: Element,
  path: number[],
  page: string,
): Promise<Element | undefined> {
  const until = performance.now() + HOLD_MS;
  for (;;) {
    if (page !== pageNow()) return undefined;
    const node = resolve(target, path);
    if (node && input.canTake(node)) return resolve(node, path);
    if (performance.now() > until) return undefined;
    await new Promise((done) => setTimeout(done, WAIT_MS));
  }
}

/** The app's listeners see what the replay dispatches (the recorder lets it through). */
function asReplay<T>(input: EarlyInput, dispatch: () => T): T {
  input.replaying = true;
  try {
    return dispatch();
  } finally {
    input.replaying = false;
  }
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

function eventFor({ type, init }: EarlyEvent): Event {
  const options = { ...init, bubbles: true, cancelable: true, composed: true, view: window };
  if (type.startsWith('pointer') && typeof PointerEvent === 'function')
    return new PointerEvent(type, options);
  if (type === 'keydown') return new KeyboardEvent(type, options);
  return new MouseEvent(type, options);
}

/**
 * Does again, in order, what is held: the typed values first, then the clicks, keys and submissions, each
 * once its part of the page answers. Input held meanwhile is done too, after it; it returns when nothing is
 * held. Each item leaves the queue only once it is done, so that newer input waits behind it. Call it
 * outside React's own work (not in an effect: React hydrates on demand only when it is not busy).
 */
export async function replayEarlyInput(input: EarlyInput) {
  const { events, values } = input;
  let keyPrevented = false;
  for (;;) {
    const typed = values.keys().next();
    if (!typed.done) {
      const target = typed.value;
      const where = values.get(target);
      const field = where && (await whenTakeable(input, target, where.path, where.page));
      // The last value typed, including while it waited.
      const latest = values.get(target);
      values.delete(target);
      if (isField(field) && latest) asReplay(input, () => retype(field, latest.value));
      continue;
    }
    const event = events[0];
    if (!event) return;
    const target: Element | undefined =
      event.fromKey && keyPrevented
        ? undefined
        : await whenTakeable(input, event.target, event.path, event.page);
    events.shift();
    if (!target) continue;
    if (event.type === 'submit') {
      if (target instanceof HTMLFormElement) {
        const submitter = event.submitter?.isConnected ? event.submitter : null;
        asReplay(input, () => target.requestSubmit(submitter));
      }
      continue;
    }
    const allowed: boolean = asReplay(input, () => target.dispatchEvent(eventFor(event)));
    if (event.type === 'keydown') keyPrevented = !allowed;
    // React renders what an event changed in a microtask: the next event must see that (a second click
    // of a double click undoes the first).
    await Promise.resolve();
  }
}

const replays = new WeakMap<EarlyInput, Promise<void>>();

/** Replays what is held, in order, until nothing is; one replay at a time. */
export function replayHeldInput(input: EarlyInput): Promise<void> {
  let replay = replays.get(input);
  if (!replay) {
    replay = replayEarlyInput(input).finally(() => replays.delete(input));
    replays.set(input, replay);
  }
  return replay;
}
