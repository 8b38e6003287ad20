import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('') };
}

const secrets = {
  password: 'calm waters 42',
  newPassword: 'new tide 77',
  cardNumber: '4242424242424242',
  cvv: '987',
  sessionCookie: 'restora.session_token=abc123abc123abc123abc123abc123ab.c2lnbmF0dXJl',
  bearer: 'Bearer eyJhbGciOi.secret.part',
  token: 'tok_9f8e7d6c5b4a39281706',
  hash: `${'ab'.repeat(16)}:${'cd'.repeat(64)}`,
};

describe('the logger', () => {
  it('redacts passwords, card data, tokens and session headers at any depth a handler might log them', () => {
    const { logger, text } = capture();
    logger.info({ password: secrets.password, email: 'kept@example.com' }, 'top level');
    logger.info({ body: { newPassword: secrets.newPassword, card: { cardNumber: secrets.cardNumber } } });
    logger.info({ input: { card: { cvv: secrets.cvv } }, session: { token: secrets.token } });
    logger.info({
      req: { headers: { cookie: secrets.sessionCookie, authorization: secrets.bearer } },
      res: { headers: { 'set-cookie': secrets.sessionCookie } },
    });
    logger.info({ headers: { authorization: secrets.bearer } });
    const out = text();
    for (const [kind, value] of Object.entries(secrets)) expect(out, kind).not.toContain(value);
    expect(out.match(/\[redacted\]/g)).toHaveLength(9);
    expect(out).toContain('kept@example.com');
  });

  it("keeps a failed query's parameters (a password hash, a token) out of the error it logs", () => {
    const { logger, text } = capture();
    const failed = new DrizzleQueryError(
      'insert into "account" ("id", "password") values ($1, $2)',
      ['acc_1', secrets.hash],
      new Error('duplicate key value violates unique constraint "account_pkey"'),
    );
    logger.error({ err: failed }, 'unhandled error');
    const line = JSON.parse(text()) as { err: { message: string; stack: string; params: unknown } };
    expect(text()).not.toContain(secrets.hash);
    expect(line.err.message).toContain('insert into "account"');
    expect(line.err.params).toBe('[redacted]');
    expect(line.err.stack).toContain('at ');
    expect(text()).toContain('duplicate key value');
  });
});
