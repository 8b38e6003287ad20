import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const show = (text: string) => render(<p data-testid="body">{linkify(text)}</p>);

describe('linkify', () => {
  it('keeps markup as text', () => {
    show('<script>alert(1)</script> <b>bold</b>');
    const body = screen.getByTestId('body');
    expect(body.textContent).toBe('<script>alert(1)</script> <b>bold</b>');
    expect(body.querySelector('script, b')).toBeNull();
  });

  it('makes addresses links that pass no ranking or opener, leaving the full stop out', () => {
    show('See https://example.com/path?a=1. And http://x.test');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/path?a=1',
      'http://x.test',
    ]);
    for (const a of links) expect(a.getAttribute('rel')).toContain('nofollow noopener');
    expect(screen.getByTestId('body').textContent).toBe(
      'See https://example.com/path?a=1. And http://x.test',
    );
  });

  it('does not link other schemes', () => {
    show('javascript:alert(1) data:text/html,hi');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
