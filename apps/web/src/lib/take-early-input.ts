/**
 * Hands what early-input-recorder.ts (from boot.ts, inlined into the page) recorded over to the app. Apart
 * from the replay (early-input.ts), which loads only when there is something to replay.
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
 * Ends the recording (the app's own listeners take over from here) and hands over what it holds.
 * Undefined when the page did not record (rendered in the browser) or nothing was done.
 */
export function takeEarlyInput(): EarlyInput | undefined {
  const recorded = window.__restoraEarlyInput;
  if (!recorded) return undefined;
  recorded.stop();
  delete window.__restoraEarlyInput;
  return recorded.events.length > 0 || recorded.values.size > 0 ? recorded : undefined;
}
