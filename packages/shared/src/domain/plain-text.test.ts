import { describe, expect, it } from 'vitest';
import { isMultiLineText, isSingleLineText } from './plain-text';

const everyScript = [
  'Zoë Ångström-Núñez',
  "Dvořák & O'Brien, Ltd.",
  '李小龙 山田太郎',
  'مريم الحسن',
  'שרה כהן',
  'Ирина Петрова',
  'नमस्ते योग',
  'می‌خواهم', // Persian needs the zero-width non-joiner
  '👩‍💻 Dev Team', // an emoji joined with ZWJ
  '👨‍👩‍👧 family ❤️', // several ZWJs, a variation selector
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Highland Spa', // a flag made of tag characters
  'Spa\u00a0Resort', // no-break space
  '',
];

const controls = {
  NUL: '\u0000',
  CR: '\r',
  LF: '\n',
  tab: '\t',
  'vertical tab': '\u000b',
  escape: '\u001b',
  DEL: '\u007f',
  'next line (U+0085)': '\u0085',
  'C1 CSI (U+009B)': '\u009b',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'left-to-right mark': '\u200e',
  'right-to-left mark': '\u200f',
  'Arabic letter mark': '\u061c',
  'right-to-left embedding': '\u202b',
  'right-to-left override (U+202E)': '\u202e',
  'pop directional formatting': '\u202c',
  'left-to-right isolate (U+2066)': '\u2066',
  'first strong isolate': '\u2068',
  'pop directional isolate (U+2069)': '\u2069',
};

describe('isSingleLineText', () => {
  it.each(everyScript)('keeps %j: letters of every script, emoji and the joiners they need', (text) => {
    expect(isSingleLineText(text)).toBe(true);
  });

  it.each(Object.entries(controls))('refuses a %s anywhere in the text', (_, char) => {
    expect(isSingleLineText(`Acme${char}Spa`)).toBe(false);
    expect(isSingleLineText(char)).toBe(false);
    expect(isSingleLineText(`Acme${char}`)).toBe(false);
  });
});

describe('isMultiLineText', () => {
  it.each(everyScript)('keeps %j', (text) => {
    expect(isMultiLineText(text)).toBe(true);
  });

  it('keeps line breaks (\\n and \\r\\n) and tabs', () => {
    expect(isMultiLineText('First line.\nSecond line.\r\n\r\n\tIndented, 李 👩‍💻')).toBe(true);
    expect(isMultiLineText('\n\r\n\t')).toBe(true);
  });

  const refused = Object.entries(controls).filter(([name]) => !['LF', 'tab'].includes(name));
  it.each(refused)('refuses a %s', (_, char) => {
    expect(isMultiLineText(`Line one.\n${char}Line two.`)).toBe(false);
  });

  it('refuses a CR that does not start a CRLF pair', () => {
    expect(isMultiLineText('one\rtwo')).toBe(false);
    expect(isMultiLineText('one\r')).toBe(false);
    expect(isMultiLineText('one\n\rtwo')).toBe(false);
    expect(isMultiLineText('one\r\r\ntwo')).toBe(false);
  });
});
