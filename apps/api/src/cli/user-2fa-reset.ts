// npm run user:2fa-reset -- <email> : removes the account's authenticator app and passkeys (its owner lost
// them and the backup codes), ends its sessions and records it in the audit trail (docs/decisions/second-factors.md).
import os from 'node:os';
import { loadConfig } from '../config';
import { databaseOptionsFromConfig, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { resetSecondFactor } from '../services/identity/reset-second-factor';

async function main() {
  const [email, extra] = process.argv.slice(2);
  if (!email || extra !== undefined) {
    console.error('Usage: npm run user:2fa-reset -- <email>');
    process.exit(2);
  }
  let handle;
  try {
    handle = await openDatabase(databaseOptionsFromConfig(loadConfig()));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nuser:2fa-reset writes to the embedded database directly: stop the server, then run it again.`,
      );
      process.exit(1);
    }
    throw error;
  }
  try {
    await runMigrations(handle);
    const operator = `cli:${os.userInfo().username}`;
    const outcome = await resetSecondFactor({ db: handle.db, email, operator });
    if (outcome === 'unknown') {
      console.error(`No user with the e-mail ${email}.`);
      process.exitCode = 1;
    } else if (outcome === 'none') {
      console.log(`${email} has no authenticator app and no passkey: nothing to reset.`);
    } else {
      console.log(
        `${email}: authenticator app and passkeys removed, and every session ended (recorded as ${operator}). ` +
          'They sign in with their password and should set up a new second factor.',
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
