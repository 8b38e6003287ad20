import { z } from 'zod';
import { isMultiLineText, isSingleLineText, MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '../domain/plain-text';

// What a text field people type may hold (docs/decisions/text-input.md), as zod checks for the contracts:
// `.check(singleLineText)` on a name or a title, `.check(multiLineText)` on a description, a message or a
// review. Each goes after the field's trim and length checks.

/** One line: no line break, control or text-direction character. */
export const singleLineText = z.refine<string>(isSingleLineText, SINGLE_LINE_TEXT);

/** Line breaks (\n, \r\n) and tabs, but no other control or text-direction character. */
export const multiLineText = z.refine<string>(isMultiLineText, MULTI_LINE_TEXT);
