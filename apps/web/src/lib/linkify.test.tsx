import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const html = (text: string) => render(<p>{linkify(text)}</p>).container.innerHTML;

describe('linkify', () => {
  it('makes web addresses links that pass no referrer rank and no opener', () => {
    const { container } = render(<p>{linkify('See https://example.com/a?b=1. Or http://x.org, thanks')}</p>);
    const links = container.querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a?b=1',
      'http://x.org',
    ]);
    expect(links[0]?.getAttribute('rel')).toBe('nofollow noopener');
    expect(container.textContent).toBe('See https://example.com/a?b=1. Or http://x.org, thanks');
  });

  it('never reads the text as HTML', () => {
    const out = html('<img src=x onerror=alert(1)> javascript:alert(1) https://a.io/"><script>');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toContain('href="javascript');
    expect(out).toContain('href="https://a.io/"');
  });

  it('keeps text without addresses as it is', () => {
    expect(linkify('Hello\nthere')).toEqual(['Hello\nthere']);
    expect(linkify('')).toEqual([]);
  });
});
