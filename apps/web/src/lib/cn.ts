import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge, told about what the site adds to Tailwind's defaults: the theme's `shadow-soft`
 * (`--shadow-soft` in styles.css) is a shadow, not a shadow colour, and `bg-gradient-to-*` (Tailwind 4 still
 * has it beside `bg-linear-to-*`) is a background image, not a background colour.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: { shadow: ['soft'] },
    classGroups: { 'bg-image': [{ 'bg-gradient-to': ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }] },
  },
});

/**
 * Joins class names (clsx) and drops a class when a later one sets the same thing under the same variants,
 * so a component's `className` prop overrides its defaults: cn('px-4 py-2', 'px-6') is 'py-2 px-6'.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
