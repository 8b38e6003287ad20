// Which Tailwind utility a class sets, so that cn() can let a later class replace an earlier one of the
// same kind ('p-4' then 'p-2' keeps 'p-2'; 'p-4' then 'px-2' keeps both; 'px-4' then 'p-2' keeps 'p-2').
// The site's own subset of what tailwind-merge knows (which cost 8 KB gzipped on every page);
// cn.test.ts checks that both agree on every pair of class lists written in the site's source.

import { cornerGroups, keywords, ROUNDED_SIDES, sideGroups, SIDES } from './class-keywords';

/** A group and the narrower groups a class of it also replaces. */
export type ClassGroup = { group: string; replaces?: readonly string[] };

const TSHIRT = /^(\d*xs|sm|md|lg|(\d)?xl|base)$/;
const LENGTH = /^\[(\d|calc|var\(--(?!color)|min\(|max\(|clamp)/;
const NUMBER = /^\d+(\.\d+)?$/;
const COLORLESS_TEXT = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const TEXT_WRAP = new Set(['wrap', 'nowrap', 'balance', 'pretty']);
const WEIGHTS = new Set([
  'thin',
  'extralight',
  'light',
  'normal',
  'medium',
  'semibold',
  'bold',
  'extrabold',
  'black',
]);
/** Spacing-like prefixes: 'p' replaces every side, 'px' the left and right. */
function spacing(prefix: string, sub: string): ClassGroup {
  if (sub === '') return { group: prefix, replaces: sideGroups(prefix) };
  if (sub === 'x')
    return { group: `${prefix}-x`, replaces: [`${prefix}-r`, `${prefix}-l`, `${prefix}-s`, `${prefix}-e`] };
  if (sub === 'y') return { group: `${prefix}-y`, replaces: [`${prefix}-t`, `${prefix}-b`] };
  return { group: `${prefix}-${sub}` };
}

const isColor = (value: string) =>
  !NUMBER.test(value) && !LENGTH.test(value) && !/^(\d+px|px)$/.test(value) && value !== '';

type Rule = (value: string) => ClassGroup | undefined;

const prefixRules: [string, Rule][] = [
  // spacing
  ...['p', 'm'].flatMap((p): [string, Rule][] => [
    ...(['', 'x', 'y', 't', 'r', 'b', 'l', 's', 'e'] as const).map((sub): [string, Rule] => [
      `${p}${sub}`,
      () => spacing(p, sub),
    ]),
  ]),
  ['gap-x', () => ({ group: 'gap-x' })],
  ['gap-y', () => ({ group: 'gap-y' })],
  ['gap', () => ({ group: 'gap', replaces: ['gap-x', 'gap-y'] })],
  ['space-x', () => ({ group: 'space-x' })],
  ['space-y', () => ({ group: 'space-y' })],
  // sizing
  ['size', () => ({ group: 'size', replaces: ['w', 'h'] })],
  ['min-w', () => ({ group: 'min-w' })],
  ['min-h', () => ({ group: 'min-h' })],
  ['max-w', () => ({ group: 'max-w' })],
  ['max-h', () => ({ group: 'max-h' })],
  ['w', () => ({ group: 'w' })],
  ['h', () => ({ group: 'h' })],
  // place
  ['inset-x', () => ({ group: 'inset-x', replaces: ['right', 'left'] })],
  ['inset-y', () => ({ group: 'inset-y', replaces: ['top', 'bottom'] })],
  ['inset', () => ({ group: 'inset', replaces: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'] })],
  ...(
    [
      'top',
      'right',
      'bottom',
      'left',
      'z',
      'order',
      'opacity',
      'basis',
      'aspect',
      'leading',
      'tracking',
    ] as const
  ).map((p): [string, Rule] => [p, () => ({ group: p })]),
  // flex and grid
  [
    'flex',
    (v) =>
      /^(row|col)(-reverse)?$/.test(v)
        ? { group: 'flex-direction' }
        : /^(wrap|nowrap|wrap-reverse)$/.test(v)
          ? { group: 'flex-wrap' }
          : { group: 'flex', replaces: ['grow', 'shrink', 'basis'] },
  ],
  ['grid-cols', () => ({ group: 'grid-cols' })],
  ['grid-rows', () => ({ group: 'grid-rows' })],
  ['grid-flow', () => ({ group: 'grid-flow' })],
  ['col-span', () => ({ group: 'col-start-end' })],
  ['col-start', () => ({ group: 'col-start' })],
  ['col-end', () => ({ group: 'col-end' })],
  ['row-span', () => ({ group: 'row-start-end' })],
  ['justify-items', () => ({ group: 'justify-items' })],
  ['justify-self', () => ({ group: 'justify-self' })],
  ['justify', () => ({ group: 'justify-content' })],
  ['items', () => ({ group: 'align-items' })],
  ['content', (v) => (v === 'none' || v.startsWith('[') ? { group: 'content' } : { group: 'align-content' })],
  ['self', () => ({ group: 'align-self' })],
  ['place-items', () => ({ group: 'place-items' })],
  ['place-content', () => ({ group: 'place-content' })],
  ['place-self', () => ({ group: 'place-self' })],
  // typography
  [
    'text',
    (v) =>
      COLORLESS_TEXT.has(v)
        ? { group: 'text-align' }
        : TEXT_WRAP.has(v)
          ? { group: 'text-wrap' }
          : TSHIRT.test(v.split('/')[0]!) || LENGTH.test(v)
            ? { group: 'font-size', replaces: ['leading'] }
            : { group: 'text-color' },
  ],
  ['font', (v) => (WEIGHTS.has(v) || NUMBER.test(v) ? { group: 'font-weight' } : { group: 'font-family' })],
  ['whitespace', () => ({ group: 'whitespace' })],
  ['break', (v) => (/^(normal|words|all|keep)$/.test(v) ? { group: 'break' } : undefined)],
  ['line-clamp', () => ({ group: 'line-clamp', replaces: ['display', 'overflow'] })],
  ['transition', () => ({ group: 'transition' })],
  [
    'list',
    (v) => (/^(inside|outside)$/.test(v) ? { group: 'list-style-position' } : { group: 'list-style-type' }),
  ],
  ['underline-offset', () => ({ group: 'underline-offset' })],
  [
    'decoration',
    (v) =>
      /^(solid|double|dotted|dashed|wavy)$/.test(v)
        ? { group: 'decoration-style' }
        : NUMBER.test(v) || v === 'auto' || v === 'from-font'
          ? { group: 'decoration-thickness' }
          : { group: 'decoration-color' },
  ],
  // backgrounds
  [
    'bg',
    (v) =>
      /^(fixed|local|scroll)$/.test(v)
        ? { group: 'bg-attachment' }
        : /^(bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top)$/.test(v)
          ? { group: 'bg-position' }
          : /^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(v)
            ? { group: 'bg-repeat' }
            : /^(auto|cover|contain)$/.test(v)
              ? { group: 'bg-size' }
              : /^(none|gradient-to-.+|linear-.+|radial.*|conic.*)$/.test(v)
                ? { group: 'bg-image' }
                : { group: 'bg-color' },
  ],
  ['from', () => ({ group: 'gradient-from' })],
  ['via', () => ({ group: 'gradient-via' })],
  ['to', () => ({ group: 'gradient-to' })],
  // borders
  ...SIDES.map((s): [string, Rule] => [
    `border-${s}`,
    (v) => {
      const covers = s === 'x' ? ['r', 'l', 's', 'e'] : s === 'y' ? ['t', 'b'] : [];
      return v === '' || !isColor(v)
        ? { group: `border-w-${s}`, replaces: covers.map((c) => `border-w-${c}`) }
        : { group: `border-color-${s}`, replaces: covers.map((c) => `border-color-${c}`) };
    },
  ]),
  [
    'border',
    (v) =>
      /^(solid|dashed|dotted|double|hidden|none)$/.test(v)
        ? { group: 'border-style' }
        : !isColor(v)
          ? { group: 'border-w', replaces: sideGroups('border-w') }
          : { group: 'border-color', replaces: sideGroups('border-color') },
  ],
  ...Object.entries(ROUNDED_SIDES).map(([side, corners]): [string, Rule] => [
    `rounded-${side}`,
    () => ({ group: `rounded-${side}`, replaces: corners.map((c) => `rounded-${c}`) }),
  ]),
  ...['tl', 'tr', 'br', 'bl', 'ss', 'se', 'ee', 'es'].map((c): [string, Rule] => [
    `rounded-${c}`,
    () => ({ group: `rounded-${c}` }),
  ]),
  ['rounded', () => ({ group: 'rounded', replaces: cornerGroups('rounded') })],
  ['outline-offset', () => ({ group: 'outline-offset' })],
  [
    'outline',
    (v) =>
      /^(none|hidden|dashed|dotted|double|solid)$/.test(v)
        ? { group: 'outline-style' }
        : !isColor(v)
          ? { group: 'outline-w' }
          : { group: 'outline-color' },
  ],
  ['ring-offset', (v) => (!isColor(v) ? { group: 'ring-offset-w' } : { group: 'ring-offset-color' })],
  [
    'ring',
    (v) =>
      v === 'inset' ? { group: 'ring-inset' } : !isColor(v) ? { group: 'ring-w' } : { group: 'ring-color' },
  ],
  ['divide-x', () => ({ group: 'divide-x' })],
  ['divide-y', () => ({ group: 'divide-y' })],
  [
    'divide',
    (v) =>
      /^(solid|dashed|dotted|double|none)$/.test(v) ? { group: 'divide-style' } : { group: 'divide-color' },
  ],
  // effects and the rest
  [
    'shadow',
    (v) =>
      TSHIRT.test(v) || v === 'soft' || v === 'none' || v === 'inner' || v.startsWith('[')
        ? { group: 'shadow' }
        : { group: 'shadow-color' },
  ],
  [
    'scroll',
    (v) =>
      /^[mp][trblxyse]?-/.test(v) ? { group: `scroll-${v.split('-')[0]}` } : { group: 'scroll-behavior' },
  ],
  ['overflow-x', () => ({ group: 'overflow-x' })],
  ['overflow-y', () => ({ group: 'overflow-y' })],
  [
    'object',
    (v) =>
      /^(contain|cover|fill|none|scale-down)$/.test(v)
        ? { group: 'object-fit' }
        : { group: 'object-position' },
  ],
  ['stroke', (v) => (NUMBER.test(v) ? { group: 'stroke-w' } : { group: 'stroke' })],
  ...(
    [
      'cursor',
      'select',
      'pointer-events',
      'touch',
      'fill',
      'accent',
      'caret',
      'appearance',
      'resize',
      'scale',
      'rotate',
      'translate-x',
      'translate-y',
      'origin',
      'duration',
      'ease',
      'delay',
      'animate',
      'backdrop-blur',
      'blur',
      'will-change',
      'mix-blend',
      'columns',
      'snap',
      'overscroll',
    ] as const
  ).map((p): [string, Rule] => [p, () => ({ group: p })]),
];
// Longest prefix first, so 'min-w-4' is min-w (not m) and 'border-t-2' is border-t.
prefixRules.sort((a, b) => b[0].length - a[0].length);

// Prefixes whose value is a number, a fraction, a size word or an arbitrary value ('order-1', not an id
// such as 'order-summary').
const SCALED =
  /^(-?[pm][xytrblse]?|gap(-[xy])?|space-[xy]|size|[mM]in-[wh]|max-[wh]|w|h|inset(-[xy])?|top|right|bottom|left|z|order|opacity|basis|leading|tracking)$/;
const SCALE_VALUE =
  /^(\d+(\.\d+)?|\d+\/\d+|px|full|auto|none|first|last|screen|min|max|fit|prose|[sld]v[wh]|\d*xs|sm|md|lg|\d?xl|tight|snug|normal|relaxed|loose|tighter|wide|wider|widest|\[.+\]|\(.+\))$/;

// Utilities that also exist without a value: 'border-t', 'rounded-l', 'divide-y'.
const BARE = /^(border-[trblsexy]|rounded-[trblse]{1,2}|divide-[xy]|backdrop-blur|blur)$/;

/** The group of a utility without variants, '!' or '-' sign, or undefined when it is not a utility. */
export function classGroupOf(utility: string): ClassGroup | undefined {
  const keyword = keywords[utility];
  if (keyword) return keyword;
  if (utility.startsWith('[') && utility.includes(':'))
    return { group: `[${utility.slice(1, utility.indexOf(':'))}]` };
  for (const [prefix, rule] of prefixRules) {
    if (utility === prefix && BARE.test(prefix)) return rule('');
    if (!utility.startsWith(`${prefix}-`)) continue;
    const value = utility.slice(prefix.length + 1);
    return SCALED.test(prefix) && !SCALE_VALUE.test(value) ? undefined : rule(value);
  }
  return undefined;
}
