import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { base32Decode, hotp, TOTP_PERIOD_SECONDS } from '../../apps/api/src/services/identity/totp';

// Authenticator-app codes in the browser tests (docs/decisions/second-factors.md). The server accepts a
// code once, so tests never send the same step twice for one account.

const SIGNED_IN = { timeout: 30_000 };

export const currentStep = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
export const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step);

/** A code of a step after `usedStep` (the current one, or the next, which the server accepts too). */
export function codeAfter(secret: string, usedStep: number): { code: string; step: number } {
  const step = Math.max(currentStep(), usedStep + 1);
  return { code: codeAt(secret, step), step };
}

type Admin = { name: string; email: string; password: string; secret: string };

function admins(): Admin[] {
  const pool = process.env.E2E_ADMINS;
  if (!pool) throw new Error('global-setup gives the e2e administrators an authenticator app each');
  return (JSON.parse(pool) as Omit<Admin, 'name'>[]).map((admin) => ({ name: 'Ada Admin', ...admin }));
}

/**
 * One of the e2e administrators and a code of its app that no other test (in any worker) has sent: each
 * (administrator, step) is claimed by creating its file in E2E_ADMIN_TOTP_CLAIMS, which only one creator
 * can do. The current step and the next are tried for each administrator of the pool; when other tests
 * hold them all, this waits for the next step, since the server refuses a code used before.
 */
export async function claimAdmin(): Promise<Admin & { code: string }> {
  const claims = process.env.E2E_ADMIN_TOTP_CLAIMS;
  if (!claims) throw new Error('global-setup gives the e2e administrators an authenticator app each');
  const pool = admins();
  for (;;) {
    const now = currentStep();
    for (const step of [now, now + 1]) {
      for (const [index, admin] of pool.entries()) {
        try {
          fs.writeFileSync(path.join(claims, `${index}-${step}`), '', { flag: 'wx' });
          return { ...admin, code: codeAt(admin.secret, step) };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
    }
    const nextStepStarts = (now + 1) * TOTP_PERIOD_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, nextStepStarts - Date.now())));
  }
}

/** Signs one of the e2e administrators in through /auth: the password, then a code of its app. */
export async function signInAsAdmin(page: Page, path = '/auth') {
  const admin = await claimAdmin();
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Password', { exact: true }).fill(admin.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const step = page.getByRole('form', { name: 'Sign-in code' });
  await step.getByLabel('Authentication code').fill(admin.code);
  await step.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible(SIGNED_IN);
  return admin;
}

/** The same through the API, for a test that starts signed in. */
export async function signInAsAdminByApi(request: APIRequestContext) {
  const { email, password, code } = await claimAdmin();
  const first = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(await first.json()).toEqual({
    user: null,
    secondFactorRequired: true,
    secondFactorMethods: ['totp'],
  });
  const second = await request.post('/api/auth/sign-in/second-factor', {
    data: { method: 'totp', code },
  });
  expect(second.ok()).toBe(true);
}
