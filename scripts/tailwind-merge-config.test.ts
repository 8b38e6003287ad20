import { readFileSync } from 'node:fs';
import { createTailwindMerge } from 'tailwind-merge';
import type { AnyConfig } from 'tailwind-merge/unstable-do-not-import';
import { describe, expect, it } from 'vitest';
import { cn } from '../apps/web/src/lib/cn';
import {
  TW_CONFIG_FILE,
  fullConfig,
  generateTailwindMergeConfig,
  sourceTokens,
} from './tailwind-merge-config';

const fullMerge = createTailwindMerge(() => fullConfig() as unknown as AnyConfig);

describe("cn's cut-down tailwind-merge configuration", () => {
  it('is the one the source needs now (npm run tw:config regenerates it)', () => {
    const fresh = generateTailwindMergeConfig();
    const checkedIn = readFileSync(TW_CONFIG_FILE, 'utf8');
    expect(checkedIn === fresh, `${TW_CONFIG_FILE} is out of date: run npm run tw:config`).toBe(true);
  });

  it('merges any two classes written in the source exactly as the full configuration does', () => {
    const tokens = [...sourceTokens()].filter((t) => fullMerge(`${t} ${t}`) === t);
    expect(tokens.length).toBeGreaterThan(300);
    const differ: string[] = [];
    for (const a of tokens) {
      for (const b of tokens) {
        if (cn(a, b) !== fullMerge(`${a} ${b}`)) differ.push(`${a} + ${b}: ${cn(a, b)}`);
      }
    }
    expect(differ.slice(0, 20)).toEqual([]);
  });

  it("knows the site's theme: shadow-soft is a shadow, bg-gradient-to-* an image", () => {
    expect(fullMerge('shadow-soft shadow-none')).toBe('shadow-none');
    expect(fullMerge('shadow-md shadow-soft')).toBe('shadow-soft');
    expect(fullMerge('shadow-soft shadow-primary-100')).toBe('shadow-soft shadow-primary-100');
    expect(fullMerge('hover:shadow-soft hover:shadow-lg')).toBe('hover:shadow-lg');
    expect(fullMerge('bg-white bg-gradient-to-b from-primary-50')).toBe(
      'bg-white bg-gradient-to-b from-primary-50',
    );
    expect(fullMerge('bg-gradient-to-b bg-gradient-to-br')).toBe('bg-gradient-to-br');
    expect(fullMerge('bg-gradient-to-b bg-none')).toBe('bg-none');
    expect(fullMerge('rounded-[var(--radius-card)] rounded-full')).toBe('rounded-full');
    expect(fullMerge('text-sand-700 text-danger')).toBe('text-danger');
  });

  it('leaves a class the source never writes as it is, as tailwind-merge does with unknown classes', () => {
    expect(cn('object-contain', 'object-scale-down')).toBe('object-contain object-scale-down');
  });
});
