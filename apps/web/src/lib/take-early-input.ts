/**
 * Hands what early-input-recorder.ts (from boot.ts, inlined into the page) holds over to the app, and keeps
 * the recorder on guard for the parts of the page the app has not taken over yet. Apart from the replay
 * (early-input.ts), which loads only when there is something to replay. See docs/decisions/early-input.md.
 */
import type { EarlyInput } from './early-input-recorder';

declare global {
  // An interface: only an interface merges into the DOM's own Window.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    __restoraEarlyInput?: EarlyInput;
  }
}

/** The page's recorder, still recording. Undefined when the page did not record (rendered in the browser). */
export function takeEarlyInput(): EarlyInput | undefined {
  const recorder = window.__restoraEarlyInput;
  delete window.__restoraEarlyInput;
  return recorder;
}

export const isHolding = (input: EarlyInput) => input.events.length > 0 || input.values.size > 0;

/**
 * Whether React answers an event on `target` now. An event React replays for hydration (`auxclick`), which
 * nothing in the app handles, makes it hydrate the element's part of the page at once if it can; when it
 * cannot (that part's code has not come yet), React stops the event before it reaches the element, as it
 * would stop (and drop) a click there.
 */
export function appCanTake(target: Element): boolean {
  let reached = false;
  const reach = () => {
    reached = true;
  };
  target.addEventListener('auxclick', reach);
  target.dispatchEvent(new MouseEvent('auxclick', { bubbles: false, cancelable: true, button: 1 }));
  target.removeEventListener('auxclick', reach);
  return reached;
}

const replays = new WeakMap<EarlyInput, Promise<void>>();

/** Replays what is held, in order, until nothing is; one replay at a time. */
export function replayHeldInput(input: EarlyInput): Promise<void> {
  let replay = replays.get(input);
  if (!replay) {
    replay = (async () => {
      try {
        while (isHolding(input)) {
          const { replayEarlyInput } = await import('./early-input');
          await replayEarlyInput(input);
        }
      } finally {
        replays.delete(input);
      }
    })();
    replays.set(input, replay);
  }
  return replay;
}

/**
 * Call once React listens (right after hydrateRoot): from here on the app answers input itself wherever it
 * can, and what it cannot take yet is held and replayed once it can.
 */
export function handOver(input: EarlyInput) {
  input.canTake = appCanTake;
  // Outside React's own work: the recorder calls this from an input event's listener.
  input.onHold = () => void replayHeldInput(input);
}
