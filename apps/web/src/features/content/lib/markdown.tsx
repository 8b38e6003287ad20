import type { ReactNode } from 'react';

// The Markdown the articles are written in (without HTML: docs/decisions/content.md), rendered to React
// elements: headings (##, ###), paragraphs, bulleted and numbered lists, block quotes, rules, and inline
// **strong**, _emphasis_, `code` and [links](https://...). Raw HTML is text. A general Markdown library was
// 30 KB gzipped on the article page; this is the subset the articles use.

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

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
// **strong** | __strong__ | *em* | _em_ | `code` | [text](href)
const INLINE =
  /\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![\w])_(?!\s)(.+?)_(?![\w])|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/;

export function renderInline(text: string, c: MarkdownComponents): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let key = 0;
  for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const [whole, strong1, strong2, em1, em2, code, linkText, href] = match;
    if (strong1 ?? strong2) out.push(c.strong(renderInline((strong1 ?? strong2)!, c), key++));
    else if (em1 ?? em2) out.push(c.em(renderInline((em1 ?? em2)!, c), key++));
    else if (code !== undefined) out.push(c.code(code, key++));
    else if (SAFE_HREF.test(href!)) out.push(c.a(href!, renderInline(linkText!, c), key++));
    else out.push(linkText!);
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) out.push(rest);
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const startsBlock = (line: string) =>
  HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || QUOTE.test(line) || RULE.test(line);

export function renderMarkdown(markdown: string, c: MarkdownComponents): ReactNode[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ReactNode[] = [];
  let i = 0;
  const inline = (text: string) => renderInline(text.trim(), c);
  while (i < lines.length) {
    const line = lines[i]!;
    const key = blocks.length;
    if (!line.trim()) {
      i++;
    } else if (RULE.test(line)) {
      blocks.push(c.hr(key));
      i++;
    } else if (HEADING.test(line)) {
      const [, hashes, text] = HEADING.exec(line)!;
      blocks.push((hashes!.length <= 2 ? c.h2 : c.h3)(inline(text!), key));
      i++;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const pattern = BULLET.test(line) ? BULLET : NUMBERED;
      const items: string[] = [];
      // An item runs on over indented lines that start no new item.
      while (i < lines.length && lines[i]!.trim()) {
        const item = pattern.exec(lines[i]!);
        if (item) items.push(item[1]!);
        else if (/^\s+/.test(lines[i]!) && items.length) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else break;
        i++;
      }
      const rendered = items.map((item) => inline(item));
      blocks.push(pattern === BULLET ? c.ul(rendered, key) : c.ol(rendered, key));
    } else if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) quoted.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push(c.blockquote(renderMarkdown(quoted.join('\n'), c), key));
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
