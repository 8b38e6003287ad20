// The name a new passkey starts with (docs/decisions/passkeys.md): people rename it when they like.

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/** A name to start from, after the browser and system it was made on: 'Passkey on Chrome (Mac)'. */
export function defaultPasskeyName(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return system ? `Passkey on ${system}` : 'My passkey';
  return system ? `Passkey on ${browser} (${system})` : `Passkey on ${browser}`;
}
