/**
 * The status of a page rendered on the server (docs/decisions/screens-and-texts.md, "404 for ids"): a
 * screen that knows its page is not there (an unknown address, an id that cannot exist) says so while it
 * renders, and the server answers the page with 404. In the browser nothing listens (the status went out
 * with the first answer).
 */
let report: (() => void) | undefined;

/** Set by the server render (ssr/entry-server.tsx), which keeps one answer per render. */
export function setNotFoundReporter(next: () => void) {
  report = next;
}

/** Called while rendering: when `notFound`, this page is answered with 404. */
export function usePageNotFound(notFound = true) {
  if (notFound) report?.();
}
