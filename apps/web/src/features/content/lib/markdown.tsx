import type { ReactNode } from 'react';
import { isLineBreak, isSpace, renderInline } from './markdown-inline';

// The Markdown the articles are written in (without HTML: docs/decisions/content.md), rendered to React
// elements: headings (##, ###), paragraphs, bulleted and numbered lists, block quotes, rules, and inline
// **strong**, _emphasis_, `code` and [links](https://...). Raw HTML is text. A general Markdown library was
// 30 KB gzipped on the article page; this is the subset the articles use.
//
// Any body renders in time linear in its length (docs/decisions/content.md, "Markdown in linear time,
// safe links"): a line's kind is read by a fixed prefix, the rest by plain loops; no pattern can backtrack
// over the rest of a line.

export type MarkdownComponents = {
  h2: (children: ReactNode, key: number) => ReactNode;
  h3: (children: ReactNode, key: number) => ReactNode;
  p: (children: ReactNode, key: number) => ReactNode;
  ul: (items: ReactNode[], key: number) => ReactNode;
  ol: (items: ReactNode[], key: number) => ReactNode;
  blockquote: (children: ReactNode, key: number) => ReactNode;
  hr: (key: number) => ReactNode;
  strong: (children: ReactNode, key: number) => ReactNode;
  em: (children: ReactNode, key: number) => ReactNode;
  code: (text: string, key: number) => ReactNode;
  a: (href: string, children: ReactNode, key: number) => ReactNode;
};

/** Quotes inside quotes beyond this are plain text: no article needs more, and each level reads its lines again. */
const MAX_QUOTE_DEPTH = 8;

const HEADING_START = /^(#{1,6})\s+/;
const BULLET_START = /^\s*[-*+]\s+/;
const NUMBERED_START = /^\s*\d+[.)]\s+/;
const QUOTE_START = /^>\s?/;

const hasLineBreak = (text: string) => {
  for (let i = 0; i < text.length; i++) if (isLineBreak(text[i]!)) return true;
  return false;
};

/** What follows `start` on the line; null without it, or when a line break (U+2028) is left in the rest. */
function after(start: RegExp, line: string): string | null {
  const prefix = start.exec(line);
  if (!prefix) return null;
  const rest = line.slice(prefix[0].length);
  return hasLineBreak(rest) ? null : rest;
}

/** `## Title ##`: the level and the title, without the closing hashes and the spaces before them. */
function heading(line: string): { level: number; text: string } | null {
  const start = HEADING_START.exec(line);
  if (!start) return null;
  const from = start[0].length;
  let end = line.length;
  while (end > from && line[end - 1] === '#') end--;
  while (end > from && isSpace(line[end - 1])) end--;
  const text = line.slice(from, end);
  return hasLineBreak(text) ? null : { level: start[1]!.length, text };
}

const bullet = (line: string) => after(BULLET_START, line);
const numbered = (line: string) => after(NUMBERED_START, line);
const quote = (line: string) => after(QUOTE_START, line);

/** Three or more of the same `-`, `*` or `_`, with spaces anywhere between. */
function isRule(line: string) {
  const marks = line.replace(/\s+/g, '');
  return marks.length >= 3 && /^(?:-+|\*+|_+)$/.test(marks);
}

export function renderMarkdown(markdown: string, c: MarkdownComponents): ReactNode[] {
  return renderBlocks(markdown, c, 0);
}

function renderBlocks(markdown: string, c: MarkdownComponents, depth: number): ReactNode[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const quotes = depth < MAX_QUOTE_DEPTH;
  const isQuote = (line: string) => quotes && quote(line) !== null;
  const startsBlock = (line: string) =>
    heading(line) !== null ||
    bullet(line) !== null ||
    numbered(line) !== null ||
    isQuote(line) ||
    isRule(line);
  const blocks: ReactNode[] = [];
  let i = 0;
  const inline = (text: string) => renderInline(text.trim(), c);
  while (i < lines.length) {
    const line = lines[i]!;
    const key = blocks.length;
    const title = heading(line);
    if (!line.trim()) {
      i++;
    } else if (isRule(line)) {
      blocks.push(c.hr(key));
      i++;
    } else if (title) {
      blocks.push((title.level <= 2 ? c.h2 : c.h3)(inline(title.text), key));
      i++;
    } else if (bullet(line) !== null || numbered(line) !== null) {
      const item = bullet(line) !== null ? bullet : numbered;
      const items: string[] = [];
      // An item runs on over indented lines that start no new item.
      while (i < lines.length && lines[i]!.trim()) {
        const text = item(lines[i]!);
        if (text !== null) items.push(text);
        else if (/^\s/.test(lines[i]!) && items.length) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else break;
        i++;
      }
      const rendered = items.map((text) => inline(text));
      blocks.push(item === bullet ? c.ul(rendered, key) : c.ol(rendered, key));
    } else if (isQuote(line)) {
      const quoted: string[] = [];
      while (i < lines.length && isQuote(lines[i]!)) quoted.push(quote(lines[i++]!)!);
      blocks.push(c.blockquote(renderBlocks(quoted.join('\n'), c, depth + 1), key));
    } else {
      const paragraph: string[] = [];
      while (i < lines.length && lines[i]!.trim() && !(paragraph.length && startsBlock(lines[i]!))) {
        paragraph.push(lines[i++]!.trim());
      }
      blocks.push(c.p(inline(paragraph.join(' ')), key));
    }
  }
  return blocks;
}
