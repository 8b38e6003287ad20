import type { DehydratedState } from '@tanstack/react-query';

/** The <script type="application/json"> the server writes after #root: the API answers the HTML was made from. */
export const SSR_STATE_ID = 'restora-ssr-state';

export type SsrState = { queries: DehydratedState };

/** The server's state, when this page was rendered on the server. */
export function readSsrState(): SsrState | undefined {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return undefined;
  }
}
