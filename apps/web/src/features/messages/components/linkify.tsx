import type { ReactNode } from 'react';

// A message is plain text (docs/decisions/conversations.md, "The guest's screens"): its words are rendered
// as text, never as HTML; only web addresses become links, and those links pass no ranking or opener.

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://example.com."). */
const TRAILING = /[.,;:!?)\]}]+$/;

/** The text with its http(s) addresses as links, everything else as text. */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, '');
    if (start > last) nodes.push(text.slice(last, start));
    nodes.push(
      <a
        key={start}
        href={href}
        rel="nofollow noopener noreferrer"
        target="_blank"
        className="font-medium underline underline-offset-2 wrap-anywhere"
      >
        {href}
      </a>,
    );
    last = start + href.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
