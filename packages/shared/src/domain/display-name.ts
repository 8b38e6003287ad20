type NameSource = { name?: string | null; email?: string | null };

/**
 * Profile name, else the part of the e-mail before the at sign, else 'User' (docs/decisions/account-area.md).
 */
export function displayName({ name, email }: NameSource): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const local = email?.split('@')[0]?.trim();
  return local ? local : 'User';
}

/** Up to two initials of a display name, upper-cased. */
export function initials(display: string): string {
  const words = display.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  const result = letters.map((w) => Array.from(w ?? '')[0] ?? '').join('');
  return result.toUpperCase() || 'U';
}
