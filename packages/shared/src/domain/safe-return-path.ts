// A return target (?returnTo=) is followed only when it is a path on this site: the site checks it before
// navigating, and the API before keeping it in a sign-up link (docs/decisions/account-recovery.md).

/** Characters a browser drops from or rewrites in a URL (tabs, line breaks, backslashes), or spaces. */
const unsafeCharacter = (code: number) => code <= 0x20 || code === 0x7f || code === 0x5c;

/** A return target from the URL, accepted only when it is a path on this site (no open redirect). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value[0] !== '/' || value[1] === '/') return null;
  for (let i = 0; i < value.length; i++) if (unsafeCharacter(value.charCodeAt(i))) return null;
  // `/.//evil.example` and `/%2e//evil.example` come out as `//evil.example`, which a router or `location`
  // takes for another site (docs/decisions/sessions-and-sign-in.md, "Return addresses").
  if (resolvedPath(value).startsWith('//')) return null;
  return value;
}

/** The path a browser makes of `value`: its `.` and `..` segments (`%2e` too) resolved, as URL parsing does. */
function resolvedPath(value: string): string {
  const end = value.search(/[?#]/);
  const segments = (end === -1 ? value : value.slice(0, end)).split('/').slice(1);
  const path: string[] = [];
  segments.forEach((segment, i) => {
    const dots = segment.toLowerCase().replace(/%2e/g, '.');
    if (dots === '..') path.pop();
    if (dots !== '.' && dots !== '..') path.push(segment);
    else if (i === segments.length - 1) path.push('');
  });
  return `/${path.join('/')}`;
}
