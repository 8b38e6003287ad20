import { registerUser, type TestApp } from './test-app';

/** An account for the admin users' matrix rows to read, change and suspend (not A: its e-mail is a secret). */
export async function adminUsersFixtures(t: TestApp) {
  const target = await registerUser(t, { name: 'Matrix Target' });
  return { targetId: target.user.id as string };
}
