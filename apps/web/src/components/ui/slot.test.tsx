import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

describe('Slot', () => {
  it('renders the child with the slot props, joining classes and merging styles; the child wins', () => {
    render(
      <Slot className="a" style={{ color: 'red', margin: 1 }} title="slot" aria-label="from slot">
        <a href="/x" className="b" style={{ color: 'blue' }} title="child">
          Go
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'from slot' });
    expect(link.getAttribute('href')).toBe('/x');
    expect(link.className).toBe('a b');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
    expect(link.getAttribute('title')).toBe('child');
  });

  it("runs both handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLButtonElement>();
    const childRef = vi.fn();
    render(
      <Slot onClick={() => calls.push('slot')} ref={slotRef}>
        <button type="button" onClick={() => calls.push('child')} ref={childRef}>
          Open
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(screen.getByRole('button', { name: 'Open' }));
    expect(childRef).toHaveBeenCalledWith(screen.getByRole('button', { name: 'Open' }));
  });

  it('lets Button style a link (asChild) without a button type', () => {
    render(
      <Button asChild size="sm">
        <a href="/find-stays">Find</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Find' });
    expect(link.className).toContain('h-9');
    expect(link.hasAttribute('type')).toBe(false);
  });
});
