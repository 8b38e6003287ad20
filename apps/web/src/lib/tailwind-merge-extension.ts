/**
 * What the site adds to Tailwind's defaults, for tailwind-merge: the theme's `shadow-soft` (`--shadow-soft`
 * in styles.css) is a shadow, not a shadow colour, and `bg-gradient-to-*` (Tailwind 4 still has it beside
 * `bg-linear-to-*`) is a background image, not a background colour. scripts/tailwind-merge-config.ts builds
 * `cn`'s configuration from tailwind-merge's default with this added.
 */
export const siteTailwindExtension = {
  extend: {
    theme: { shadow: ['soft'] },
    classGroups: { 'bg-image': [{ 'bg-gradient-to': ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }] },
  },
};
