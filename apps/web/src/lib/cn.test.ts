import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

// Every class list written in the site's source (string literals that look like Tailwind classes).
function classListsInSource(): string[] {
  const src = path.resolve(__dirname, '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)) files.push(full);
    }
  };
  walk(src);
  const lists = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(["'`])([^"'`$\n]*?)\1/g)) {
      const value = match[2]!.trim();
      const tokens = value.split(/\s+/);
      if (
        tokens.every((t) => /^[a-z0-9:/[\]()\-_.!%#=&,>*@]+$/.test(t) && !/[.,]$/.test(t)) &&
        /-/.test(value)
      )
        lists.add(value);
    }
  }
  return [...lists];
}

describe('cn', () => {
  it('lets a later class replace an earlier one of the same kind, per variant', () => {
    expect(cn('px-4 py-2', 'px-6')).toBe('py-2 px-6');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-4', 'p-2')).toBe('p-2');
    expect(cn('text-sm text-ink', 'text-lg')).toBe('text-ink text-lg');
    expect(cn('bg-white hover:bg-sand-100', 'bg-primary-700')).toBe('hover:bg-sand-100 bg-primary-700');
    expect(cn('border border-sand-200', 'border-2')).toBe('border-sand-200 border-2');
    expect(cn('rounded-xl', 'rounded-t-none')).toBe('rounded-xl rounded-t-none');
    expect(cn('font-semibold font-display', 'font-medium')).toBe('font-display font-medium');
    expect(cn('flex', false, undefined, { hidden: true })).toBe('hidden');
  });

  it("keeps every class of each class list written in the site's source", () => {
    // A list that loses a class sets the same thing twice, or uses a theme value cn does not know.
    const lists = classListsInSource();
    expect(lists.length).toBeGreaterThan(200);
    const changed = lists
      .filter((list) => cn(list) !== list.split(/\s+/).join(' '))
      .map((list) => `${list}\n  cn: ${cn(list)}`);
    expect(changed.join('\n')).toBe('');
  });
});
