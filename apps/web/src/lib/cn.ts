import { clsx, type ClassValue } from 'clsx';
import { classGroupOf } from './class-groups';

/** Splits 'md:hover:!-mt-2' into its variants ('md:hover:') and the utility ('mt-2'), '!' and '-' dropped. */
function parse(className: string) {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < className.length; i++) {
    const ch = className[i];
    if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') depth--;
    else if (ch === ':' && depth === 0) end = i + 1;
  }
  const important = className[end] === '!' || className.endsWith('!');
  const utility = className.slice(end).replace(/^!/, '').replace(/!$/, '').replace(/^-/, '');
  return { variants: className.slice(0, end) + (important ? '!' : ''), utility };
}

/**
 * Joins class names (clsx) and drops a class when a later one sets the same thing under the same variants,
 * so a component's `className` prop overrides its defaults: cn('px-4 py-2', 'px-6') is 'py-2 px-6'.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const { variants, utility } = parse(className);
    const found = classGroupOf(utility);
    if (!found) {
      kept.push(className);
      continue;
    }
    const key = variants + found.group;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const group of found.replaces ?? []) taken.add(variants + group);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
