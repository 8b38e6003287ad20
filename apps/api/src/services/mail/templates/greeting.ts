import { splitName } from '@restora/shared/contracts/auth';

/** 'Hi Maya,' from the account's name, or a plain 'Hello,' once the name is gone. */
export function greeting(name: string | null | undefined): string {
  const first = name ? splitName(name).firstName : null;
  return first ? `Hi ${first},` : 'Hello,';
}
