/**
 * Hands what early-input-recorder.ts (from boot.ts, inlined into the page) holds over to the app. Apart from
 * the replay (early-input.ts), which loads only when there is something to replay.
 */
import type { EarlyInput } from './early-input-recorder';

declare global {
  // An interface: only an interface merges into the DOM's own Window.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    __restoraEarlyInput?: EarlyInput;
  }
}

/**
 * The page's recorder, still recording: it stays on guard for the parts of the page the app has not taken
 * over yet. Undefined when the page did not record (rendered in the browser).
 */
export function takeEarlyInput(): EarlyInput | undefined {
  const recorder = window.__restoraEarlyInput;
  delete window.__restoraEarlyInput;
  return recorder;
}

export const isHolding = (input: EarlyInput) => input.events.length > 0 || input.values.size > 0;

/** Replays what the recorder holds, once the replay's code has loaded. */
export const replayHeld = (input: EarlyInput) =>
  import('./early-input').then(({ replayHeldInput }) => replayHeldInput(input));
