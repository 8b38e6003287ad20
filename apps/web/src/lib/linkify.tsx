import type { ReactNode } from 'react';

// Web addresses in plain text, up to a space or an angle bracket; a trailing full stop, comma and the like
// is punctuation of the sentence, not of the address.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Plain text with its web addresses as links (`rel="nofollow noopener"`, a new tab). The text is never read
 * as HTML: every part is a React text node or a link whose text and href are the address itself.
 */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = match[0].replace(TRAILING, '');
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a
        key={start}
        href={url}
        rel="nofollow noopener"
        target="_blank"
        className="break-all text-primary-700 underline underline-offset-2"
      >
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
