import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, type MarkdownComponents } from './markdown';

const c: MarkdownComponents = {
  h2: (children, key) => <h2 key={key}>{children}</h2>,
  h3: (children, key) => <h3 key={key}>{children}</h3>,
  p: (children, key) => <p key={key}>{children}</p>,
  ul: (items, key) => (
    <ul key={key}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  ),
  ol: (items, key) => (
    <ol key={key}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ol>
  ),
  blockquote: (children, key) => <blockquote key={key}>{children}</blockquote>,
  hr: (key) => <hr key={key} />,
  strong: (children, key) => <strong key={key}>{children}</strong>,
  em: (children, key) => <em key={key}>{children}</em>,
  code: (text, key) => <code key={key}>{text}</code>,
  a: (href, children, key) => (
    <a key={key} href={href}>
      {children}
    </a>
  ),
};
const html = (markdown: string) => renderToStaticMarkup(<>{renderMarkdown(markdown, c)}</>);

describe('renderMarkdown', () => {
  it('renders headings, paragraphs joined over lines, and rules', () => {
    expect(html('Intro line one\nline two.\n\n## Why it matters\n\n### Detail\n\n---\nEnd.')).toBe(
      '<p>Intro line one line two.</p><h2>Why it matters</h2><h3>Detail</h3><hr/><p>End.</p>',
    );
  });

  it('renders bulleted and numbered lists, an item running on over indented lines', () => {
    expect(html('- **Irregular timing.** Early flights\n  push meals around.\n- Short sleep')).toBe(
      '<ul><li><strong>Irregular timing.</strong> Early flights push meals around.</li><li>Short sleep</li></ul>',
    );
    expect(html('1. **Protein**: eggs\n2. Plants\n\nAfter.')).toBe(
      '<ol><li><strong>Protein</strong>: eggs</li><li>Plants</li></ol><p>After.</p>',
    );
  });

  it('renders emphasis, code, block quotes and safe links only', () => {
    expect(html('A rule: _half a plate of plants_, use `tea` and [our guide](/knowledge).')).toBe(
      '<p>A rule: <em>half a plate of plants</em>, use <code>tea</code> and <a href="/knowledge">our guide</a>.</p>',
    );
    expect(html('> Breathe in\n> and out')).toBe('<blockquote><p>Breathe in and out</p></blockquote>');
    expect(html('[click](javascript:alert(1)) and snake_case_words')).toBe(
      '<p>click) and snake_case_words</p>',
    );
  });

  it('shows raw HTML as text', () => {
    expect(html('<img src=x onerror=alert(1)> hi')).toBe('<p>&lt;img src=x onerror=alert(1)&gt; hi</p>');
  });

  // What an administrator types in the back office's editor is rendered by this too (admin-content.md).
  it('keeps script, style and event handlers as text wherever they are typed', () => {
    const out = html(
      '## <script>alert(1)</script>\n\n- <style>body{display:none}</style>\n\n> <a href="/x" onclick="steal()">x</a>\n\n**<iframe src=//evil.example>**',
    );
    expect(out).not.toMatch(/<(script|style|iframe|a )/);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('<strong>&lt;iframe src=//evil.example&gt;</strong>');
  });

  it('links only to http(s), mailto, same-site paths and anchors', () => {
    for (const href of [
      'javascript:steal',
      'JAVASCRIPT:steal',
      'data:text/html,x',
      '//evil.example/x',
      'vbscript:x',
    ]) {
      expect(html(`[go](${href})`), href).toBe('<p>go</p>');
    }
    expect(html('[a](https://example.com) [b](/knowledge/x) [c](#top)')).toBe(
      '<p><a href="https://example.com">a</a> <a href="/knowledge/x">b</a> <a href="#top">c</a></p>',
    );
  });
});
