import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, type MarkdownComponents } from './markdown';
import { isSafeHref } from './markdown-inline';

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

  // A browser reads `/\host` and `\host` as `//host`, and drops tabs and line breaks inside an address.
  it('refuses hrefs a browser would take to another site', () => {
    for (const href of [
      '/\\evil.example',
      '/\\/evil.example',
      '\\evil.example',
      '\\\\evil.example',
      '/\u0001/evil.example',
      '/x\u007f',
      '/x\u0085',
    ]) {
      expect(html(`[go](${href})`), href).toBe('<p>go</p>');
    }
    for (const href of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      ' //evil.example',
      '/\u2028/x',
    ]) {
      expect(isSafeHref(href), href).toBe(false);
      expect(html(`[go](${href})`), href).not.toContain('<a');
    }
    expect(html('[a](/%5Cevil.example) [b](/knowledge/x?y=1#z)')).toBe(
      '<p><a href="/%5Cevil.example">a</a> <a href="/knowledge/x?y=1#z">b</a></p>',
    );
  });
});

describe('renderMarkdown on hostile bodies', () => {
  // Each of these kept the regex renderer this replaced busy for half a minute or more (measured), past the
  // test timeout: it read the rest of the text again from every opening delimiter (quadratic time), and
  // called itself once per quote level (a stack overflow). They must come out as text, in one pass.
  const hostile: [string, string, string][] = [
    ['a flood of [', '['.repeat(150_000), `<p>${'['.repeat(150_000)}</p>`],
    ['links that never close', '[a]('.repeat(60_000), `<p>${'[a]('.repeat(60_000)}</p>`],
    [
      'one link that never closes after a run of [',
      `${'['.repeat(75_000)}](${'x'.repeat(75_000)}`,
      `<p>${'['.repeat(75_000)}](${'x'.repeat(75_000)}</p>`,
    ],
    ['emphasis that never closes', '_a '.repeat(70_000), `<p>${'_a '.repeat(70_000).trim()}</p>`],
    ['a heading with a long gap', `# a${' '.repeat(60_000)}b`, `<h2>a${' '.repeat(60_000)}b</h2>`],
    [
      'a list item cut by a line separator',
      `- ${' '.repeat(150_000)}x\u2028`,
      `<p>-${' '.repeat(150_001)}x</p>`,
    ],
    [
      'quotes inside quotes',
      '>'.repeat(50_000),
      `${'<blockquote>'.repeat(8)}<p>${'&gt;'.repeat(50_000 - 8)}</p>${'</blockquote>'.repeat(8)}`,
    ],
  ];
  it.each(hostile)('renders %s as text', (_, markdown, expected) => {
    expect(html(markdown)).toBe(expected);
  });

  it('shows what is nested deeper than 8 levels as written', () => {
    // `_a _a __` is emphasis inside emphasis; 12,500 levels overflowed the stack of the regex renderer.
    const out = html(`${'_a '.repeat(12_500)}${'_'.repeat(12_500)} `);
    expect(out.startsWith(`<p>${'<em>a '.repeat(8)}_a _a _a`)).toBe(true);
    expect(out.match(/<em>/g)).toHaveLength(8);
  });

  it('renders floods of every delimiter', () => {
    expect(html(`a${'*'.repeat(10_000)}`)).toBe(`<p>a${'<strong>*</strong>'.repeat(2_000)}</p>`);
    expect(html(`a${'_'.repeat(10_000)}`)).toBe(`<p>a${'<strong>_</strong>'.repeat(2_000)}</p>`);
    expect(html('`'.repeat(10_000))).toBe(`<p>${'`'.repeat(10_000)}</p>`);
    expect(html('[]('.repeat(5_000))).toBe(`<p>${'[]('.repeat(5_000)}</p>`);
    expect(html('*a'.repeat(5_000))).toBe(`<p>${'<em>a</em>a'.repeat(2_500)}</p>`);
    // `**_**` is strong, `_**_` emphasis.
    expect(html(`a${'**_'.repeat(3_000)}`)).toBe(`<p>a${'<strong>_</strong><em>**</em>'.repeat(1_000)}</p>`);
    expect(html('[a](/x)'.repeat(2_000))).toBe(`<p>${'<a href="/x">a</a>'.repeat(2_000)}</p>`);
  });
});
