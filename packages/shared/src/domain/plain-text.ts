// Text that people type and others read: which characters it may hold (docs/decisions/text-input.md).

/** A name or a title: one line. */
export const SINGLE_LINE_TEXT =
  'Use letters, numbers and punctuation only (no line breaks or control characters)';
/** A description, a message, a review: line breaks and tabs are fine. */
export const MULTI_LINE_TEXT =
  'Use letters, numbers, punctuation and line breaks only (no control characters)';

// Control characters (C0, DEL, C1: NUL, CR, LF, tab, U+0085 ...), the Unicode line and paragraph
// separators, and the bidirectional controls (U+061C, U+200E/F, U+202A-E, U+2066-9), which reorder
// what follows them on screen. Letters of every script, emoji (with their ZWJ, variation selectors and
// tags) and the joiners scripts need (U+200C/D) are not among them.
const REFUSED = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;
const REFUSED_BESIDE_LINES = /(?![\t\n])[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;

/** True when `value` has no line break, control or text-direction character. */
export function isSingleLineText(value: string): boolean {
  return !REFUSED.test(value);
}

/** True when `value`'s only such characters are line breaks (\n or \r\n) and tabs. */
export function isMultiLineText(value: string): boolean {
  return !REFUSED_BESIDE_LINES.test(value.replaceAll('\r\n', '\n'));
}
