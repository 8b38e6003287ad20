import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { e2ePasswords, luhn, scanLogs, scanText, type KnownSecret } from './scan-logs';

const AUTH_SECRET = 'Zq3v9XkP2mL7wT4rB8nY1cF6hJ0sD5gAeuIoQxWVt7k';
const known: KnownSecret[] = [
  { kind: 'AUTH_SECRET', value: AUTH_SECRET },
  { kind: 'e2e password', value: 'gentle rain 2049' },
];
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-logs-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const signed = 'snyKSJ40C47CMHdYNT62buWoGl02U8sQ.J9ZrqD7Fr3YBFTPfqmJ4t3LEU0aglgkga8fQX6%2BVXLk%3D';

// Lines as the server writes them, with what looks like a secret but is not: a Luhn-valid epoch in
// "time", request ids, a user id, card brand and last four, redacted fields, a Luhn-failing number.
const clean = [
  '{"level":30,"time":1795284130386,"database":"pglite","dataDir":"/tmp/restora-e2e-1","msg":"database open"}',
  '{"level":30,"time":1795284131338,"reqId":"12345678-1234-4234-9234-123456789012","method":"POST","path":"/api/orders","status":201,"ms":12.5,"msg":"request"}',
  '{"level":30,"time":1795284131340,"reqId":"3e680fcc-a103-4dfd-b83d-8f2af1a8005c","method":"GET","path":"/api/avatars/Ada%20Lovelace","status":200,"ms":8.1,"msg":"request"}',
  '{"level":30,"time":1795284131341,"userId":"W8aOiOUiEEZAEH8HW51hjMS4HL5oa5hE","cardBrand":"Visa","cardLast4":"4242","ref":"1234567812345678"}',
  '{"level":40,"time":1795284131342,"req":{"headers":{"cookie":"[redacted]","authorization":"[redacted]"}},"password":"[redacted]","msg":"x"}',
].join('\n');

// One line per kind of secret, with the kind the scan must report for it.
const leaks: [string, string][] = [
  ['AUTH_SECRET', `{"msg":"signing with ${AUTH_SECRET}"}`],
  ['e2e password', '{"body":"{\\"email\\":\\"a@b.c\\",\\"password\\":\\"gentle rain 2049\\"}"}'],
  ['e2e password', '{"path":"/api/auth/sign-in?pw=gentle+rain+2049"}'],
  ['password hash (scrypt salt:key)', `{"password":"x","row":"${'a1'.repeat(16)}:${'9f'.repeat(64)}"}`],
  ['password hash (bcrypt)', `{"hash":"$2b$10$${'N9qo8uLOickgx2ZMRZoMye'.padEnd(53, 'A')}"}`],
  ['password hash (argon2/scrypt PHC)', '{"hash":"$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA"}'],
  ['test card number', '{"card":"4242424242424242"}'],
  ['test card number', '{"msg":"declined 4000000000000002"}'],
  ['card number (passes Luhn)', '{"msg":"paid with 5555 5555 5555 4444"}'],
  ['card number (passes Luhn)', '{"msg":"amex 378282246310005"}'],
  ['session cookie', `{"msg":"Cookie: better-auth.session_token=${signed}"}`],
  ['session cookie', '{"cookie":"restora.session_token=abc"}'],
  ['session token', `{"value":"${signed}"}`],
  ['authorization header', '{"msg":"Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig"}'],
  ['authorization header', '{"req":{"headers":{"authorization":"Basic dXNlcjpwYXNz"}}}'],
  ['secret field', '{"password":"hunter2!"}'],
  ['secret field', '{"res":{"headers":{"set-cookie":["restora_cart=abc"]}}}'],
  ['secret field', '{"session":{"token":"abc"}}'],
];

describe('the log scan', () => {
  it('passes a clean log', () => {
    expect(luhn('1234567812345678')).toBe(false);
    expect(luhn('1795284130386')).toBe(true);
    expect(scanText(clean, known)).toEqual([]);
  });

  it.each(leaks)('catches a %s', (kind, line) => {
    const findings = scanText(`${clean}\n${line}`, known);
    expect(findings.map((f) => f.kind)).toContain(kind);
    expect(findings.every((f) => f.line === 6)).toBe(true);
  });

  it('never repeats the secret it reports', () => {
    const findings = scanText(leaks.map(([, line]) => line).join('\n'), known);
    const report = JSON.stringify(findings);
    for (const secret of [AUTH_SECRET, 'gentle rain', '4242424242424242', signed.slice(0, 40)])
      expect(report).not.toContain(secret);
  });

  it('fails on a missing or empty log, so that it cannot pass on nothing', () => {
    const dir = tempDir();
    const file = path.join(dir, 'server.log');
    expect(scanLogs([file], known)).toMatchObject({ ok: false, message: `${file} is missing` });
    fs.writeFileSync(file, '\n');
    expect(scanLogs([file], known)).toMatchObject({ ok: false, message: `${file} is empty` });
    fs.writeFileSync(file, `${clean}\n`);
    expect(scanLogs([file], known)).toMatchObject({ ok: true, lines: 5 });
  });

  it('reads the passwords the e2e tests use from their sources', () => {
    const passwords = e2ePasswords(path.resolve(import.meta.dirname, '../e2e'));
    expect(passwords).toEqual(expect.arrayContaining(['gentle rain 2049', 'quiet summit 2049']));
    expect(passwords.every((p) => p.length >= 8)).toBe(true);
  });

  it('exits non-zero from the command line when a secret is in the log', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'secret'), `${AUTH_SECRET}\n`);
    const run = (log: string) => {
      fs.writeFileSync(path.join(dir, 'server.log'), log);
      const args = ['--log', path.join(dir, 'server.log'), '--auth-secret-file', path.join(dir, 'secret')];
      return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scan-logs.ts', ...args], {
        cwd: path.resolve(import.meta.dirname, '..'),
        encoding: 'utf8',
      });
    };
    const ok = run(clean);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('no secret in 5 lines');
    const leaked = run(`${clean}\n{"msg":"${AUTH_SECRET}"}\n`);
    expect(leaked.status).toBe(1);
    expect(leaked.stderr).toContain('server.log:6: AUTH_SECRET');
    expect(leaked.stderr).not.toContain(AUTH_SECRET);
  });
});
