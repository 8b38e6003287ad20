import { createAvatar } from '@dicebear/core';
import * as shapes from '@dicebear/shapes';

// Calm shapes in the site palette, generated here: the name never leaves our server.
export function drawAvatar(seed: string): string {
  return createAvatar(shapes, {
    seed,
    size: 96,
    backgroundColor: ['dce8e1', 'f4d5c2', 'f1eadf', 'bbd2c5'],
    shape1Color: ['2f5d50', '4e7f6f', 'c8724a'],
    shape2Color: ['a95b38', '64917d', 'e3a37f'],
    shape3Color: ['254a40', 'd68a60', '8fb3a1'],
  }).toString();
}
