import { dictionary } from '@zxcvbn-ts/language-common';

// The zxcvbn-ts list of about 49,000 passwords most often found in breaches.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
