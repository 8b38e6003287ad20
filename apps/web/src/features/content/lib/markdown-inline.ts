import type { ReactNode } from 'react';
import type { MarkdownComponents } from './markdown';

// The inline part of the articles' Markdown: **strong** | __strong__ | *em* | _em_ | `code` | [text](href),
// read in one pass from left to right (docs/decisions/content.md, "Markdown in linear time, safe links").
//
// It reads exactly what the pattern it replaced read:
//   \*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![\w])_(?!\s)(.+?)_(?![\w])|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)
// run again on the rest of the text after each match, but that pattern took time quadratic in the length
// (a body of 50,000 `[` took seconds). Here every closing delimiter is found by a forward search that
// never goes back over the text, so a line is read a bounded number of times.

/** What `.` does not match: strong and emphasis end on the line they start on. */
export const isLineBreak = (ch: string) => ch === '\n' || ch === '\r' || ch === '\u2028' || ch === '\u2029';
export const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);
const isWordCharacter = (ch: string | undefined) => ch !== undefined && /\w/.test(ch);

/**
 * A same-site path (never `//host` or `/\host`, which a browser reads as another site), an http(s) or
 * mailto address, or an anchor; with no space or control character anywhere (a browser drops tabs and
 * line breaks inside an address: `/<tab>/evil.example` is `//evil.example`).
 */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;
const UNSAFE_HREF_CHARACTER = /[\s\p{Cc}]/u;
export const isSafeHref = (href: string) => SAFE_HREF.test(href) && !UNSAFE_HREF_CHARACTER.test(href);

/**
 * Emphasis inside a link inside strong...: the text inside the 8th level is shown as written. No article
 * needs more, and each level reads its text again.
 */
const MAX_NESTING = 8;

/**
 * The first index at or after `from` where `test` holds, or -1. Every caller asks with a `from` that never
 * decreases, so the last answer stands until `from` passes it, and no index is tested twice.
 */
function forwardSearch(length: number, test: (i: number) => boolean): (from: number) => number {
  let hit = -1;
  let exhausted = false;
  return (from) => {
    if (hit >= from) return hit;
    if (exhausted) return -1;
    let i = from;
    while (i < length && !test(i)) i++;
    if (i >= length) exhausted = true;
    else hit = i;
    return exhausted ? -1 : i;
  };
}

export function renderInline(text: string, c: MarkdownComponents): ReactNode[] {
  return parse(text, c, 0);
}

function parse(text: string, c: MarkdownComponents, depth: number): ReactNode[] {
  if (depth >= MAX_NESTING) return [text];
  const n = text.length;
  const at = (i: number) => text[i];
  // Made on first use: most texts hold few of the delimiters, and emphasis inside emphasis is one more text.
  const lazy = (test: (i: number) => boolean) => {
    let find: ((from: number) => number) | undefined;
    return (from: number) => (find ??= forwardSearch(n, test))(from);
  };
  const nextLineBreak = lazy((i) => isLineBreak(at(i)!));
  const nextStars = lazy((i) => at(i) === '*' && at(i + 1) === '*');
  const nextUnderscores = lazy((i) => at(i) === '_' && at(i + 1) === '_');
  const nextStar = lazy((i) => at(i) === '*');
  // `_(?![\w])`: an underscore that ends a word.
  const nextEmphasisEnd = lazy((i) => at(i) === '_' && !isWordCharacter(at(i + 1)));
  const nextBacktick = lazy((i) => at(i) === '`');
  const nextBracket = lazy((i) => at(i) === ']');
  const nextHrefEnd = lazy((i) => at(i) === ')' || isSpace(at(i)));
  const inner = (from: number, to: number) => parse(text.slice(from, to), c, depth + 1);

  const out: ReactNode[] = [];
  let key = 0;
  /** Where the text not yet written out starts: the end of the last match. */
  let start = 0;

  /** The element that starts at `p` and the index after it, or null. */
  const matchAt = (p: number): [ReactNode, number] | null => {
    const ch = at(p);
    if (ch === '*' || ch === '_') {
      const lineBreak = nextLineBreak(p + 1);
      const lineEnd = lineBreak === -1 ? n : lineBreak;
      if (at(p + 1) === ch) {
        const close = (ch === '*' ? nextStars : nextUnderscores)(p + 3);
        if (close !== -1 && close < lineEnd) return [c.strong(inner(p + 2, close), key++), close + 2];
      }
      if (at(p + 1) === undefined || isSpace(at(p + 1))) return null;
      // The pattern's look-behind saw nothing before the start of the rest it was run on.
      if (ch === '_' && p > start && isWordCharacter(at(p - 1))) return null;
      const close = (ch === '*' ? nextStar : nextEmphasisEnd)(p + 2);
      if (close !== -1 && close < lineEnd) return [c.em(inner(p + 1, close), key++), close + 1];
      return null;
    }
    if (ch === '`') {
      const close = nextBacktick(p + 1);
      return close > p + 1 ? [c.code(text.slice(p + 1, close), key++), close + 1] : null;
    }
    if (ch === '[') {
      const close = nextBracket(p + 1);
      if (close <= p + 1 || at(close + 1) !== '(') return null;
      const hrefEnd = nextHrefEnd(close + 2);
      if (hrefEnd <= close + 2 || at(hrefEnd) !== ')') return null;
      const href = text.slice(close + 2, hrefEnd);
      const link = isSafeHref(href) ? c.a(href, inner(p + 1, close), key++) : text.slice(p + 1, close);
      return [link, hrefEnd + 1];
    }
    return null;
  };

  for (let p = 0; p < n;) {
    const match = matchAt(p);
    if (!match) {
      p++;
      continue;
    }
    if (p > start) out.push(text.slice(start, p));
    out.push(match[0]);
    p = start = match[1];
  }
  if (start < n) out.push(text.slice(start));
  return out;
}
