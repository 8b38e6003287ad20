/**
 * The page is on screen before the app has loaded, and until the app takes it over its buttons answer
 * nothing. This records what a person does in that time, so that `replayHeldInput` (early-input.ts) can do
 * it again once the app can answer (docs/decisions/early-input.md). It runs from boot.ts, which is inlined at
 * the top of every server-rendered page, ahead of the app.
 *
 * Links still navigate by themselves. A click or a form submission is held back (preventDefault) so that it
 * happens once, when it is replayed. Text typed into a field stays in the field, and its value is given to
 * the app. What is held goes nowhere else (stopPropagation): the app sees it once, replayed.
 *
 * It keeps listening after the app has started (`handOver`): from then on the app answers input itself,
 * except on a part of the page it cannot take over yet (that part's code is still on its way) or while
 * older input is still held (order); that input is held and replayed like the rest.
 * Self-contained: it may import nothing (types aside).
 */

export type EarlyEvent = {
  type: string;
  target: Element;
  /** Child indexes from #root down to the target, for when the app replaced the element. */
  path: number[];
  /** A click or submission that a key press made: it happens only if the app lets that key act. */
  fromKey: boolean;
  /** The address it was made at: it is not replayed on another page. */
  page: string;
  submitter: HTMLElement | null;
  init: Record<string, unknown>;
};

export type EarlyInput = {
  events: EarlyEvent[];
  /** The last value typed into each field. */
  values: Map<Element, { value: string; path: number[]; page: string }>;
  /**
   * Whether the app answers an event on `target` now; asking makes it take that part of the page over at
   * once if it can. An event React replays for hydration (`auxclick`), which nothing in the app handles,
   * does that; when React cannot (that part's code has not come yet), it stops the event before it reaches
   * the element, as it would stop (and drop) a click there.
   */
  canTake: (target: Element) => boolean;
  /**
   * Called by the app once its own listeners are in place: from then on it answers what it can take, and
   * `onHold` runs when input is held while none was, for the app to replay it. Until then all input is held.
   */
  handOver: (onHold: () => void) => void;
  /** True while the replay dispatches: its events go to the app. */
  replaying: boolean;
  /** Ends the recording. */
  stop: () => void;
};

const TYPES = [
  'pointerdown',
  'mousedown',
  'pointerup',
  'mouseup',
  'click',
  'keydown',
  'submit',
  'input',
  'change',
];
// Keys the app may give a meaning to; a typed character, Tab or Backspace acts by itself and is not replayed.
const KEYS = /^(?:Enter| |Escape|ArrowUp|ArrowDown|ArrowLeft|ArrowRight|Home|End)$/;
const PROPS = [
  'clientX',
  'clientY',
  'screenX',
  'screenY',
  'button',
  'buttons',
  'detail',
  'pointerId',
  'pointerType',
  'isPrimary',
  'width',
  'height',
  'pressure',
  'key',
  'code',
  'location',
  'repeat',
  'shiftKey',
  'ctrlKey',
  'altKey',
  'metaKey',
];
const NOT_TEXT = /^(?:button|submit|reset|checkbox|radio|file|image|range|color)$/;

/**
 * `onFirstInput` runs once, at the first event recorded: someone is waiting for the app from then on.
 */
export function startRecording(win: Window, onFirstInput?: () => void): EarlyInput {
  const doc = win.document;
  const events: EarlyEvent[] = [];
  const values: EarlyInput['values'] = new Map();
  let onHold: (() => void) | undefined;
  const input: EarlyInput = {
    events,
    values,
    canTake: (target) => {
      let reached = false;
      const reach = () => (reached = true);
      target.addEventListener('auxclick', reach);
      target.dispatchEvent(new MouseEvent('auxclick', { bubbles: false, cancelable: true, button: 1 }));
      target.removeEventListener('auxclick', reach);
      return reached;
    },
    handOver: (then) => (onHold = then),
    replaying: false,
    stop: () => {
      for (const type of TYPES) win.removeEventListener(type, record, true);
    },
  };
  const pageOf = () => win.location.pathname + win.location.search;
  const held = () => events.length > 0 || values.size > 0;
  // After the hand-over the app answers for itself, unless older input is still held or it cannot take this
  // part of the page yet.
  const passes = (target: Element) => Boolean(onHold) && !held() && input.canTake(target);
  const hold = (event: Event, keep: () => void) => {
    const first = !held();
    event.stopPropagation();
    keep();
    if (first) onHold?.();
  };

  const rootOf = () => doc.getElementById('root');
  const pathOf = (node: Element) => {
    const path: number[] = [];
    const root = rootOf();
    for (let at: Element | null = node; at && at !== root && at.parentElement; at = at.parentElement) {
      path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
    }
    return path;
  };
  const isTextField = (node: Element) =>
    node.tagName === 'TEXTAREA' ||
    (node as HTMLElement).isContentEditable ||
    (node.tagName === 'INPUT' && !NOT_TEXT.test((node as HTMLInputElement).type));

  function record(event: Event) {
    const target = event.target;
    const root = rootOf();
    if (input.replaying || !(target instanceof Element) || !root || target === root || !root.contains(target))
      return;
    const { type } = event;
    if (type === 'input' || type === 'change') {
      const field = target as HTMLInputElement;
      if ('value' in field && !/^(?:checkbox|radio|file)$/.test(field.type) && !passes(field)) {
        hold(event, () => values.set(field, { value: field.value, path: pathOf(field), page: pageOf() }));
      }
      return;
    }
    if (type !== 'submit' && target.closest('a[href]')) return;
    if (type === 'keydown') {
      const { key, isComposing } = event as KeyboardEvent;
      if (!KEYS.test(key) || isComposing) return;
      if (key === ' ' && isTextField(target)) return;
      if (key === 'Enter' && target.tagName === 'TEXTAREA') return;
    }
    if (passes(target)) return;
    const last = events[events.length - 1];
    // Enter or Space on a button makes a click (detail 0), Enter in a field submits its form: the app may
    // prevent that with its own key handler, so the replay of such a click or submission depends on it.
    const fromKey =
      (type === 'submit' || (type === 'click' && (event as MouseEvent).detail === 0)) &&
      last?.type === 'keydown' &&
      (last.init.key === 'Enter' || last.init.key === ' ');
    if (type === 'click' || type === 'submit') event.preventDefault();
    const init: Record<string, unknown> = {};
    for (const prop of PROPS)
      if (prop in event) init[prop] = (event as unknown as Record<string, unknown>)[prop];
    if (events.length === 0) onFirstInput?.();
    hold(event, () =>
      events.push({
        type,
        target,
        path: pathOf(target),
        fromKey,
        page: pageOf(),
        submitter: type === 'submit' ? ((event as SubmitEvent).submitter ?? null) : null,
        init,
      }),
    );
  }

  for (const type of TYPES) win.addEventListener(type, record, true);
  return input;
}
