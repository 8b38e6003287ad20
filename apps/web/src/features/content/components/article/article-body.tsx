import type { ReactNode } from 'react';
import { renderMarkdown, type MarkdownComponents } from '@/features/content/lib/markdown';

// Reading styles for the Markdown body: one measure (~65ch), generous line-height, calm headings.
const components: MarkdownComponents = {
  h2: (children, key) => (
    <h2 key={key} className="mt-12 text-2xl font-semibold sm:text-3xl">
      {children}
    </h2>
  ),
  h3: (children, key) => (
    <h3 key={key} className="mt-8 text-xl font-semibold">
      {children}
    </h3>
  ),
  p: (children, key) => (
    <p key={key} className="mt-5">
      {children}
    </p>
  ),
  ul: (items, key) => (
    <ul key={key} className="mt-5 list-disc space-y-2 pl-6 marker:text-primary-500">
      {items.map((item, i) => (
        <li key={i} className="pl-1">
          {item}
        </li>
      ))}
    </ul>
  ),
  ol: (items, key) => (
    <ol key={key} className="mt-5 list-decimal space-y-2 pl-6 marker:text-primary-600">
      {items.map((item, i) => (
        <li key={i} className="pl-1">
          {item}
        </li>
      ))}
    </ol>
  ),
  blockquote: (children, key) => (
    <blockquote key={key} className="mt-6 border-l-4 border-primary-200 pl-5 italic text-sand-700">
      {children}
    </blockquote>
  ),
  hr: (key) => <hr key={key} className="my-10 border-sand-200" />,
  strong: (children, key) => (
    <strong key={key} className="font-semibold text-ink">
      {children}
    </strong>
  ),
  em: (children, key) => (
    <em key={key} className="italic">
      {children}
    </em>
  ),
  code: (text, key) => (
    <code key={key} className="rounded bg-sand-100 px-1.5 py-0.5 font-mono text-base">
      {text}
    </code>
  ),
  a: (href, children, key) => (
    <a
      key={key}
      href={href}
      className="font-medium text-primary-700 underline underline-offset-4 hover:text-primary-900"
    >
      {children}
    </a>
  ),
};

/**
 * The last few bodies read, by their text. The server renders a page in up to three rounds, each a new
 * tree (so `useMemo` would not carry over), and the property form renders its preview on every change
 * to another field: each body is read once (docs/decisions/content.md, "Markdown in linear time, safe
 * links").
 */
const readBodies = new Map<string, ReactNode[]>();
const KEEP_BODIES = 4;

function readBody(markdown: string): ReactNode[] {
  let body = readBodies.get(markdown);
  if (!body) {
    body = renderMarkdown(markdown, components);
    readBodies.set(markdown, body);
    if (readBodies.size > KEEP_BODIES) readBodies.delete(readBodies.keys().next().value!);
  }
  return body;
}

/** The article's Markdown, rendered without raw HTML (docs/decisions/content.md). */
export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <div
      className="article-body max-w-[65ch] text-lg leading-8 text-sand-800 [&>*:first-child]:mt-0"
      data-testid="article-body"
    >
      {readBody(markdown)}
    </div>
  );
}
