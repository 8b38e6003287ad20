// The utilities that are a single word ('flex', 'truncate', 'border'), and the side and corner groups
// that a wider utility replaces ('p' replaces 'pt'; 'rounded' replaces 'rounded-tl').
import type { ClassGroup } from './class-groups';

export const SIDES = ['t', 'r', 'b', 'l', 's', 'e', 'x', 'y'] as const;
export const ROUNDED_SIDES: Record<string, string[]> = {
  t: ['tl', 'tr'],
  r: ['tr', 'br'],
  b: ['br', 'bl'],
  l: ['tl', 'bl'],
  s: ['ss', 'es'],
  e: ['se', 'ee'],
};

export const keywords: Record<string, ClassGroup> = {};
const setKeywords = (group: string, words: string[], replaces?: string[]) => {
  for (const w of words) keywords[w] = replaces ? { group, replaces } : { group };
};
setKeywords('display', [
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'contents',
  'table',
  'table-cell',
  'table-row',
  'flow-root',
  'list-item',
  'hidden',
]);
setKeywords('position', ['static', 'fixed', 'absolute', 'relative', 'sticky']);
setKeywords('visibility', ['visible', 'invisible', 'collapse']);
setKeywords('font-style', ['italic', 'not-italic']);
setKeywords('text-transform', ['uppercase', 'lowercase', 'capitalize', 'normal-case']);
setKeywords('text-decoration-line', ['underline', 'overline', 'line-through', 'no-underline']);
setKeywords('text-overflow', ['truncate', 'text-ellipsis', 'text-clip']);
setKeywords('sr', ['sr-only', 'not-sr-only']);
setKeywords('isolation', ['isolate', 'isolation-auto']);
setKeywords('font-smoothing', ['antialiased', 'subpixel-antialiased']);
setKeywords('fvn-spacing', ['tabular-nums', 'proportional-nums']);
setKeywords('grow', ['grow', 'grow-0']);
setKeywords('shrink', ['shrink', 'shrink-0']);
setKeywords('border-collapse', ['border-collapse', 'border-separate']);
setKeywords('table-layout', ['table-auto', 'table-fixed']);
setKeywords('rounded', ['rounded'], cornerGroups('rounded'));
setKeywords('border-w', ['border'], sideGroups('border-w'));
setKeywords('shadow', ['shadow']);
setKeywords('ring-w', ['ring']);
setKeywords('outline-w', ['outline']);
setKeywords('transition', [
  'transition',
  'transition-all',
  'transition-colors',
  'transition-opacity',
  'transition-shadow',
  'transition-transform',
  'transition-none',
]);
setKeywords(
  'overflow',
  ['overflow-hidden', 'overflow-auto', 'overflow-visible', 'overflow-scroll', 'overflow-clip'],
  ['overflow-x', 'overflow-y'],
);

export function sideGroups(group: string) {
  return SIDES.map((s) => `${group}-${s}`);
}
export function cornerGroups(group: string) {
  return [...Object.keys(ROUNDED_SIDES), 'tl', 'tr', 'br', 'bl', 'ss', 'se', 'ee', 'es'].map(
    (s) => `${group}-${s}`,
  );
}
