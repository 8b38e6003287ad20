// Fails when a server log holds a secret: the AUTH_SECRET, a password the e2e tests typed, a password
// hash, a full card number, a session token or cookie, an Authorization header.
// Usage: node --import tsx scripts/scan-logs.ts [--log file]... [--auth-secret-file file] [--e2e dir]
// Defaults: the e2e server's log and secret (.test-results/, written by e2e/support/global-setup.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type Finding = { file: string; line: number; kind: string; masked: string };
export type KnownSecret = { kind: string; value: string };

/** The test cards (docs/decisions/payments.md); flagged anywhere, even inside a longer run of characters. */
export const TEST_CARDS = ['4242424242424242', '4000000000000002'];

const PATTERNS: { kind: string; re: RegExp }[] = [
  // better-auth (scrypt): 16-byte salt and 64-byte key, both hex, joined by a colon.
  { kind: 'password hash (scrypt salt:key)', re: /(?<![0-9a-f])[0-9a-f]{32}:[0-9a-f]{128}(?![0-9a-f])/gi },
  { kind: 'password hash (bcrypt)', re: /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g },
  { kind: 'password hash (argon2/scrypt PHC)', re: /\$(?:argon2(?:id|i|d)|scrypt)\$[^\s"]+/g },
  { kind: 'session cookie', re: /[\w.-]*session_token=(?!\[redacted\])[^\s;",]+/gi },
  // The value of better-auth's signed cookie: a 32-character token, a dot, a base64 HMAC (URL-encoded).
  {
    kind: 'session token',
    re: /(?<![A-Za-z0-9])[A-Za-z0-9]{32}\.(?:[A-Za-z0-9_-]|%2B|%2F|[+/]){42,43}(?:=|%3D)?/g,
  },
  { kind: 'authorization header', re: /\bBearer\s+[A-Za-z0-9._~+/-]{16,}=*/g },
  { kind: 'authorization header', re: /\bauthorization["']?\s*[:=]\s*["']?(?!\[redacted\])\w+/gi },
  {
    kind: 'secret field',
    re: /"(?:cookie|set-cookie|password|currentPassword|newPassword|cvv|cardNumber|token|sessionToken|secret)"\s*:\s*(?!"\[redacted\]")["[]/gi,
  },
];

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

// 13 to 19 digits on their own, or in groups of four split by one space or dash (4-6-5 for Amex). A
// UUID's groups (8-4-4-4-12) cannot match; pino's "time" (13-digit epoch milliseconds) is skipped.
const CARD =
  /(?<![\w.])\d{13,19}(?![\w.])|\b\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?\b|\b\d{4}([ -])\d{6}\2\d{5}\b/g;

const mask = (value: string) => `${value.slice(0, 4)}…(${value.length} chars)`;

/** Spellings a value takes in a log line: as is, inside a JSON string, URL-encoded. */
function spellings(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const url = encodeURIComponent(value);
  return [...new Set([value, json, url, url.replace(/%20/g, '+')])];
}

export function scanText(text: string, known: KnownSecret[], file = 'log'): Finding[] {
  const findings: Finding[] = [];
  const literals = [
    ...known.filter((k) => k.value.length >= 8),
    ...TEST_CARDS.map((value) => ({ kind: 'test card number', value })),
  ].flatMap((k) => spellings(k.value).map((s) => ({ kind: k.kind, s })));
  text.split('\n').forEach((raw, i) => {
    const add = (kind: string, value: string) =>
      findings.push({ file, line: i + 1, kind, masked: mask(value) });
    for (const { kind, s } of literals) if (raw.includes(s)) add(kind, s);
    for (const { kind, re } of PATTERNS) for (const m of raw.matchAll(re)) add(kind, m[0]);
    const line = raw.replace(/"time":\d+/g, '"time":0');
    for (const m of line.matchAll(CARD)) {
      const digits = m[0].replace(/\D/g, '');
      if (luhn(digits) && !TEST_CARDS.includes(digits)) add('card number (passes Luhn)', m[0]);
    }
  });
  return findings;
}

/** Passwords the e2e tests register and sign in with, read from their sources (8 characters or more). */
export function e2ePasswords(dir: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /password\w*['"]?\s*[:=]\s*(['"`])([^'"`\n$]{8,})\1/gi,
    /getByLabel\(\s*['"]Password['"][^)]*\)\s*\.fill\(\s*(['"`])([^'"`\n$]{8,})\1/g,
  ];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts'))
        for (const re of patterns)
          for (const m of fs.readFileSync(full, 'utf8').matchAll(re)) found.add(m[2]!);
    }
  };
  walk(dir);
  return [...found];
}

export type ScanResult = { ok: boolean; lines: number; findings: Finding[]; message: string };

/** Scans the logs; a missing or empty log fails too, so the check cannot pass on nothing. */
export function scanLogs(files: string[], known: KnownSecret[]): ScanResult {
  let lines = 0;
  const findings: Finding[] = [];
  for (const file of files) {
    if (!fs.existsSync(file)) return { ok: false, lines, findings, message: `${file} is missing` };
    const text = fs.readFileSync(file, 'utf8');
    if (!text.trim()) return { ok: false, lines, findings, message: `${file} is empty` };
    lines += text.trimEnd().split('\n').length;
    findings.push(...scanText(text, known, file));
  }
  const what = `${lines} lines of ${files.join(', ')} for ${known.length} known secrets and ${PATTERNS.length + 1} patterns`;
  if (findings.length) return { ok: false, lines, findings, message: `secrets found in ${what}` };
  return { ok: true, lines, findings, message: `no secret in ${what}` };
}

function main(argv: string[]) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const values = (flag: string) => argv.flatMap((a, i) => (argv[i - 1] === flag ? [a] : []));
  const logs = values('--log');
  const files = logs.length ? logs : [path.join(root, '.test-results/e2e-server.log')];
  const secretFile = values('--auth-secret-file')[0] ?? path.join(root, '.test-results/e2e-auth-secret');
  if (!fs.existsSync(secretFile)) {
    console.error(`scan-logs: ${secretFile} is missing: cannot check the log for the AUTH_SECRET`);
    return 1;
  }
  const known: KnownSecret[] = [
    { kind: 'AUTH_SECRET', value: fs.readFileSync(secretFile, 'utf8').trim() },
    ...e2ePasswords(values('--e2e')[0] ?? path.join(root, 'e2e')).map((value) => ({
      kind: 'e2e password',
      value,
    })),
  ];
  const result = scanLogs(files, known);
  for (const f of result.findings) console.error(`  ${f.file}:${f.line}: ${f.kind}: ${f.masked}`);
  (result.ok ? console.log : console.error)(`scan-logs: ${result.message}`);
  return result.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(main(process.argv.slice(2)));
}
