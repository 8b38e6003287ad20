/**
 * The page is on screen before the app has loaded, and until the app takes it over its buttons answer
 * nothing. This records what a person does in that time, so that `replayHeldInput` (early-input.ts) can do
 * it again once the app can answer (docs/decisions/early-input.md). It runs from boot.ts, which is inlined at
 * the top of every server-rendered page, ahead of the app.
 *
 * Links still navigate by themselves. A click or a form submission is held back (preventDefault) so that it
 * happens once, when it is replayed. Text typed into a field stays in the field, and its value is given to
 * the app. Self-contained: it may import nothing (types aside).
 */

export type EarlyEvent = {
  type: string;
  target: Element;
  /** Child indexes from #root down to the target, for when the app replaced the element. */
  path: number[];
  /** A click or submission that a key press made: it happens only if the app lets that key act. */
  fromKey: boolean;
  submitter: HTMLElement | null;
  init: Record<string, unknown>;
};

export type EarlyInput = {
  events: EarlyEvent[];
  /** The last value typed into each field. */
  values: Map<Element, { value: string; path: number[] }>;
  /** Ends the recording: the app listens from here on. */
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
    if (!(target instanceof Element) || !root || target === root || !root.contains(target)) return;
    const { type } = event;
    if (type === 'input' || type === 'change') {
      const field = target as HTMLInputElement;
      if ('value' in field && !/^(?:checkbox|radio|file)$/.test(field.type)) {
        values.set(field, { value: field.value, path: pathOf(field) });
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
    events.push({
      type,
      target,
      path: pathOf(target),
      fromKey,
      submitter: type === 'submit' ? ((event as SubmitEvent).submitter ?? null) : null,
      init,
    });
  }

  for (const type of TYPES) win.addEventListener(type, record, true);
  return {
    events,
    values,
    stop: () => {
      for (const type of TYPES) win.removeEventListener(type, record, true);
    },
  };
}
